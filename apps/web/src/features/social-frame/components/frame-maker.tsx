import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';
import { errorToastMs } from '@/lib/api-errors';
import { useArtwork } from '../hooks/use-artwork';
import { usePhoto } from '../hooks/use-photo';
import { clampScale, INITIAL_PLACEMENT, type Placement } from '../utils/frame-geometry';
import { FrameCanvas } from './frame-canvas';
import { PhotoPicker } from './photo-picker';
import { ScaleSlider } from './scale-slider';

// Drawn by us and served from public/: no third-party image, and the CSP's img-src 'self' allows it.
const ARTWORK_URL = '/media/frame/nirmoy-frame.svg';
export const DOWNLOAD_NAME = `${siteConfig.shortName.toLowerCase()}-frame.png`;

/** Saves the canvas as a PNG through a temporary object URL (a data URL of a 2000 px PNG can be several MB). */
function downloadCanvas(canvas: HTMLCanvasElement, failedMessage: string) {
  canvas.toBlob((blob) => {
    if (!blob) {
      toast.error(failedMessage, { duration: errorToastMs(failedMessage) });
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = DOWNLOAD_NAME;
    link.click();
    // Revoked on the next turn: the click has handed the URL to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, 'image/png');
}

/** docs/product-spec.md §2 photo-frame maker: upload a photo, place and scale it inside the hospital frame, download a PNG. */
export function FrameMaker() {
  const { t } = useLanguage();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const artwork = useArtwork(ARTWORK_URL);
  const [placement, setPlacement] = useState<Placement>(INITIAL_PLACEMENT);
  // Every new photo starts centred at scale 1, fitted within 800 px.
  const { photo, choose } = usePhoto(() => setPlacement(INITIAL_PLACEMENT));

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,34rem)_18rem] md:items-start lg:gap-10">
      <FrameCanvas
        canvasRef={canvasRef}
        artwork={artwork}
        photo={photo}
        placement={placement}
        onPlacementChange={setPlacement}
      />
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <PhotoPicker hasPhoto={photo !== null} onPick={choose} />
        <ScaleSlider
          value={placement.scale}
          disabled={photo === null}
          onChange={(scale) => setPlacement((current) => ({ ...current, scale: clampScale(scale) }))}
        />
        <p className="text-sm text-slate-600">{photo ? t('frame.dragHint') : t('frame.staysOnPhone')}</p>
        <Button
          variant="secondary"
          className="w-full"
          disabled={photo === null}
          onClick={() => canvasRef.current && downloadCanvas(canvasRef.current, t('frame.saveFailed'))}
        >
          {t('frame.download')}
        </Button>
      </div>
    </div>
  );
}
