import { useEffect, useState } from 'react';

/** The Network Information API: Chromium-based browsers only, hence every field optional. */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * How much of the hero video this visitor should get:
 * - 'poster' only when they asked to save data, are on a 2G-class link, or prefer reduced motion (a looping
 *   background video is motion they did not ask for);
 * - 'video-on-demand' on 3G: the video plays, but nothing is fetched before it starts (preload="none");
 * - 'video' otherwise.
 */
export type HeroMedia = 'poster' | 'video-on-demand' | 'video';

export function heroMediaFor(connection: NetworkInformation | undefined, prefersReducedMotion: boolean): HeroMedia {
  if (prefersReducedMotion) return 'poster';
  if (connection?.saveData) return 'poster';
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return 'poster';
  if (connection?.effectiveType === '3g') return 'video-on-demand';
  return 'video';
}

/** Once the browser has nothing more urgent to do (the page adopted, the first taps answered), or after 3 s. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(markIdle, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(markIdle, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * Read once when the hero mounts: switching a playing background video on a connection change would only flicker.
 * The poster comes first everywhere (the server renders it, and the browser adopts it so); the video, decoration
 * only, joins once the browser is idle, so it never competes with making the page work.
 */
export function useHeroMedia(): HeroMedia {
  const idle = useIdle();
  const [media] = useState<HeroMedia>(() =>
    typeof window === 'undefined'
      ? 'poster'
      : heroMediaFor(
          (navigator as Navigator & { connection?: NetworkInformation }).connection,
          typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        ),
  );
  return idle ? media : 'poster';
}
