import { useEffect, type Ref, type RefObject } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { drawFrame } from '../utils/draw-frame';
import { CANVAS_SIZE, type Placement } from '../utils/frame-geometry';
import { usePhotoDrag } from '../hooks/use-photo-drag';

type FrameCanvasProps = {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  artwork: HTMLImageElement | null;
  photo: HTMLImageElement | null;
  placement: Placement;
  onPlacementChange: (next: Placement) => void;
};

/**
 * The 2000 x 2000 picture (docs/product-spec.md §9), shown scaled down to the width available: the drawing buffer keeps its full
 * size, so the download is full resolution while the page still fits a 360 px phone.
 */
export function FrameCanvas({ canvasRef, artwork, photo, placement, onPlacementChange }: FrameCanvasProps) {
  const handlers = usePhotoDrag(placement, onPlacementChange, photo !== null);
  const { t } = useLanguage();
  const emptyHint = t('frame.canvasHint');

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) drawFrame(context, artwork, photo, placement, emptyHint);
  }, [canvasRef, artwork, photo, placement, emptyHint]);

  return (
    <canvas
      ref={canvasRef as Ref<HTMLCanvasElement>}
      width={CANVAS_SIZE}
      height={CANVAS_SIZE}
      role="img"
      aria-label={photo ? t('frame.canvasWithPhoto') : t('frame.canvasEmpty')}
      tabIndex={photo ? 0 : -1}
      // touch-action none: on a phone, a finger on the picture moves the photo instead of scrolling the page.
      className={`block aspect-square h-auto w-full rounded-xl bg-white shadow-md ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        photo ? 'cursor-grab touch-none active:cursor-grabbing' : ''
      }`}
      {...handlers}
    />
  );
}
