import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/i18n/i18n';
import { errorToastMs } from '@/lib/api-errors';
import { photoFileProblem, UNREADABLE_PROBLEM } from '../utils/photo-file';

const showProblem = (message: string) => toast.error(message, { id: message, duration: errorToastMs(message) });

/**
 * The chosen photo, decoded. It is read through an object URL: the CSP allows `blob:` images, the file never
 * leaves the phone, and there is no base64 copy of a 5 MB file in memory. Each URL is revoked once it is replaced.
 */
export function usePhoto(onLoaded: () => void) {
  const { t } = useLanguage();
  const [photo, setPhoto] = useState<HTMLImageElement | null>(null);
  const urlRef = useRef<string | null>(null);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const choose = useCallback(
    (file: File) => {
      const problem = photoFileProblem(file);
      if (problem) {
        showProblem(t(problem));
        return;
      }
      const url = URL.createObjectURL(file);
      const image = new Image();
      image.onload = () => {
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        urlRef.current = url;
        setPhoto(image);
        onLoadedRef.current();
      };
      // A file named .jpg that is not an image, or a damaged one: say so and keep the previous photo.
      image.onerror = () => {
        URL.revokeObjectURL(url);
        showProblem(t(UNREADABLE_PROBLEM));
      };
      image.src = url;
    },
    [t],
  );

  return { photo, choose };
}
