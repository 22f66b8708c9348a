import { CANVAS_SIZE, fittedSize, type Placement } from './frame-geometry';

const EMPTY_FILL = '#f0fdfa';
const PHOTO_BACKDROP = '#ffffff';
const HINT_COLOUR = '#0f766e';

/**
 * Paints one frame of the picture: a backdrop, the photo where the user placed it, and the hospital artwork on top
 * (the artwork's middle is transparent). Everything the download contains is drawn here, so what is on screen is
 * what is saved. `emptyHint` is painted where the photo goes until one is chosen, in the language on screen.
 */
export function drawFrame(
  context: CanvasRenderingContext2D,
  artwork: CanvasImageSource | null,
  photo: HTMLImageElement | null,
  placement: Placement,
  emptyHint: string,
): void {
  context.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  context.fillStyle = photo ? PHOTO_BACKDROP : EMPTY_FILL;
  context.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);

  if (photo) {
    const base = fittedSize(photo.naturalWidth, photo.naturalHeight);
    const width = base.width * placement.scale;
    const height = base.height * placement.scale;
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo, placement.x - width / 2, placement.y - height / 2, width, height);
  } else {
    context.fillStyle = HINT_COLOUR;
    context.font = '600 72px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(emptyHint, CANVAS_SIZE / 2, CANVAS_SIZE / 2);
  }

  if (artwork) context.drawImage(artwork, 0, 0, CANVAS_SIZE, CANVAS_SIZE);
}
