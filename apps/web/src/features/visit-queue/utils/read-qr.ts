import type JsQr from 'jsqr';

/**
 * Reads a QR code from the camera's current frame: the browser's own BarcodeDetector where it has one (Chrome on
 * Android and macOS), otherwise the jsQR decoder, loaded only the first time it is needed (Debian's Chromium, Firefox).
 */
type Detector = { detect: (source: CanvasImageSource) => Promise<Array<{ rawValue: string }>> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

let detector: Detector | null | undefined;
let jsQr: Promise<typeof JsQr> | undefined;

function nativeDetector(): Detector | null {
  if (detector !== undefined) return detector;
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  detector = Native ? new Native({ formats: ['qr_code'] }) : null;
  return detector;
}

export async function readQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  if (video.readyState < 2 || video.videoWidth === 0) return null;
  const native = nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(video);
      return found?.rawValue ?? null;
    } catch {
      detector = null; // a detector that cannot read frames: fall back for good
    }
  }
  const width = video.videoWidth;
  const height = video.videoHeight;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const decode = await (jsQr ??= import('jsqr').then((module) => module.default));
  return (
    decode(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' })?.data ??
    null
  );
}
