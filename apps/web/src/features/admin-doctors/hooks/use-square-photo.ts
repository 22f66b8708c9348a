import { PHOTO_UNREADABLE_MESSAGE } from '@hospital/contract/admin';
import { useEffect, useState } from 'react';
import { photoProblem } from '../utils/photo-checks';
import { INITIAL_CROP, type SquareCrop } from '../utils/square-crop';
import { decodePhoto, renderSquare } from '../utils/square-photo';

type Square = { blob: Blob; url: string };

/**
 * A new photo for a doctor: the chosen file checked and decoded, the square cut from it as the admin moves the
 * sliders, and that square's preview. `square` is what gets uploaded, so the preview never differs from the upload.
 */
export function useSquarePhoto() {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<SquareCrop>(INITIAL_CROP);
  const [problem, setProblem] = useState<string | null>(null);
  const [square, setSquare] = useState<Square | null>(null);

  // Drawing on a canvas is the outside system this effect keeps in step with the photo and the crop. An answer
  // for an older crop (the slider moved on meanwhile) is dropped.
  useEffect(() => {
    if (!image) return;
    let live = true;
    renderSquare(image, crop).then(
      (blob) => live && setSquare({ blob, url: URL.createObjectURL(blob) }),
      () => live && setProblem(PHOTO_UNREADABLE_MESSAGE),
    );
    return () => {
      live = false;
    };
  }, [image, crop]);

  useEffect(
    () => () => {
      if (square) URL.revokeObjectURL(square.url);
    },
    [square],
  );

  const choose = async (file: File) => {
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      const decoded = await decodePhoto(file);
      setCrop(INITIAL_CROP);
      setImage(decoded);
    } catch {
      // Named .jpg but not an image, or damaged.
      setProblem(PHOTO_UNREADABLE_MESSAGE);
    }
  };

  const clear = () => {
    setImage(null);
    setSquare(null);
    setProblem(null);
  };

  return {
    choose,
    clear,
    crop,
    setCrop,
    problem,
    chosen: image !== null,
    square: square?.blob ?? null,
    preview: square?.url ?? null,
  };
}

export type SquarePhoto = ReturnType<typeof useSquarePhoto>;
