/** How the square is cut from the photo: zoom 1 takes the whole short side; focus 0..1 slides it along each axis. */
export type SquareCrop = { zoom: number; focusX: number; focusY: number };

export const INITIAL_CROP: SquareCrop = { zoom: 1, focusX: 0.5, focusY: 0.5 };
export const ZOOM_MAX = 3;

/** The part of the photo that becomes the square: its top-left corner and side, in the photo's own pixels. */
export type SourceSquare = { x: number; y: number; side: number };

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** The square a crop takes from a `width` x `height` photo; it never reaches past the photo's edges. */
export function sourceSquare(width: number, height: number, crop: SquareCrop): SourceSquare {
  const side = Math.min(width, height) / clamp(crop.zoom, 1, ZOOM_MAX);
  return {
    x: (width - side) * clamp(crop.focusX, 0, 1),
    y: (height - side) * clamp(crop.focusY, 0, 1),
    side,
  };
}
