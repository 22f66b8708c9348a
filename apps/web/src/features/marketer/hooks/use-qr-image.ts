import { useEffect, useState } from 'react';

/**
 * `text` as a QR code image (a data URL), drawn in the browser by the generator the check-in codes use; null until it
 * is ready. `width` is the image's pixels: twice the size shown, so the print stays sharp.
 */
export function useQrImage(text: string | undefined, width: number): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage({ text, url }));
    return () => {
      current = false;
    };
  }, [text, width]);
  return image && image.text === text ? image.url : null;
}
