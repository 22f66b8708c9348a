import { sourceSquare, type SquareCrop } from './square-crop';

/** The side of the uploaded square: sharp on a 2x screen at the largest size a card shows it. */
export const SQUARE_SIZE = 600;
const QUALITY = 0.9;

/**
 * The chosen file, decoded. Read through an object URL (the CSP allows `blob:` images and there is no base64 copy
 * of a 5 MB file); the URL is revoked as soon as the image has decoded. Rejects for a file that is not an image.
 */
export function decodePhoto(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The photo could not be decoded.'));
    };
    image.src = url;
  });
}

/** The crop drawn on a square canvas and encoded as a JPEG: exactly what the preview shows is what is uploaded. */
export function renderSquare(image: HTMLImageElement, crop: SquareCrop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SQUARE_SIZE;
  canvas.height = SQUARE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the photo.'));
  const { x, y, side } = sourceSquare(image.naturalWidth, image.naturalHeight, crop);
  // A transparent PNG would turn black in a JPEG; white matches the cards behind the photos.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SQUARE_SIZE, SQUARE_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, x, y, side, side, 0, 0, SQUARE_SIZE, SQUARE_SIZE);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      QUALITY,
    );
  });
}
