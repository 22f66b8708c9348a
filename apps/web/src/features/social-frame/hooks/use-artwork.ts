import { useEffect, useState } from 'react';

/**
 * The frame artwork as a drawable image, or null until it has loaded. Same-origin, so drawing it does not taint the
 * canvas (a tainted canvas refuses toBlob, and the download would fail).
 */
export function useArtwork(url: string): HTMLImageElement | null {
  const [artwork, setArtwork] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (live) setArtwork(image);
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return artwork;
}
