// docs/product-spec.md §9: a 2000 x 2000 canvas, a new photo fitted within 800 px, a scale slider from 0.5 to 10 in steps of 0.05.
export const CANVAS_SIZE = 2000;
export const FIT_WITHIN = 800;
export const SCALE_MIN = 0.5;
export const SCALE_MAX = 10;
export const SCALE_STEP = 0.05;

/** Where the photo sits: its centre in canvas pixels, and the slider's scale. */
export type Placement = { x: number; y: number; scale: number };

export const INITIAL_PLACEMENT: Placement = { x: CANVAS_SIZE / 2, y: CANVAS_SIZE / 2, scale: 1 };

/** The photo's size at scale 1: its longer side becomes 800 px, keeping its proportions (small photos grow too). */
export function fittedSize(width: number, height: number, within = FIT_WITHIN): { width: number; height: number } {
  const ratio = within / Math.max(width, height, 1);
  return { width: width * ratio, height: height * ratio };
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale));
}

/**
 * Keeps the photo's centre on the canvas, so a wild drag cannot lose the photo off the edge with no way to grab
 * it back.
 */
export function clampCentre(value: number): number {
  return Math.min(CANVAS_SIZE, Math.max(0, value));
}

/**
 * Screen pixels to canvas pixels. The 2000 px canvas is shown at whatever width the screen allows (about 330 px on
 * a 360 px phone), so a finger moving 10 px moves the photo about 60 canvas pixels.
 */
export function toCanvasUnits(screenDelta: number, shownWidth: number): number {
  return shownWidth > 0 ? (screenDelta * CANVAS_SIZE) / shownWidth : 0;
}
