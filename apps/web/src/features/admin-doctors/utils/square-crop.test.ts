import { describe, expect, it } from 'vitest';
import { INITIAL_CROP, sourceSquare } from './square-crop';

describe('square crop', () => {
  it('when a landscape photo is cropped as it comes, then the middle square of its full height is taken', () => {
    expect(sourceSquare(1200, 800, INITIAL_CROP)).toEqual({ x: 200, y: 0, side: 800 });
  });

  it('when a portrait photo is slid to the top, then the square starts at its top edge', () => {
    expect(sourceSquare(600, 1000, { zoom: 1, focusX: 0.5, focusY: 0 })).toEqual({ x: 0, y: 0, side: 600 });
  });

  it('when the photo is zoomed in twice, then half the short side is taken, still inside the photo', () => {
    expect(sourceSquare(1000, 1000, { zoom: 2, focusX: 1, focusY: 1 })).toEqual({ x: 500, y: 500, side: 500 });
  });

  it('when the zoom or focus is out of range, then they are held at their ends', () => {
    expect(sourceSquare(800, 800, { zoom: 0.2, focusX: -1, focusY: 3 })).toEqual({ x: 0, y: 0, side: 800 });
    expect(sourceSquare(900, 900, { zoom: 10, focusX: 0, focusY: 0 })).toEqual({ x: 0, y: 0, side: 300 });
  });
});
