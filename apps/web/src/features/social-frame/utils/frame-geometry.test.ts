import { describe, expect, it } from 'vitest';
import { clampCentre, clampScale, fittedSize, toCanvasUnits } from './frame-geometry';

describe('frame geometry', () => {
  it('when a landscape photo loads, then its longer side is fitted to 800 px and the proportions kept', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 800, height: 600 });
  });

  it('when a small portrait photo loads, then it grows until its height is 800 px', () => {
    expect(fittedSize(200, 400)).toEqual({ width: 400, height: 800 });
  });

  it('when the scale is pushed past either end, then it stays within 0.5 to 10', () => {
    expect(clampScale(0.1)).toBe(0.5);
    expect(clampScale(12)).toBe(10);
    expect(clampScale(2.35)).toBe(2.35);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('when the photo is dragged past the edge, then its centre stays on the canvas', () => {
    expect(clampCentre(-50)).toBe(0);
    expect(clampCentre(2400)).toBe(2000);
  });

  it('when the 2000 px canvas is shown 400 px wide, then a 10 px drag moves the photo 50 canvas pixels', () => {
    expect(toCanvasUnits(10, 400)).toBe(50);
    expect(toCanvasUnits(10, 0)).toBe(0);
  });
});
