import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampCentre, clampScale, SCALE_STEP, toCanvasUnits, type Placement } from '../utils/frame-geometry';

type DragStart = { pointerId: number; screenX: number; screenY: number; from: Placement };

const KEY_STEP = 20; // canvas px per arrow press
const KEY_STEP_FAST = 100; // with Shift

/**
 * Moving the photo by dragging it on the canvas. Pointer events cover mouse, pen and touch alike; pointer capture
 * keeps the drag going when a finger slides off the canvas. Arrow keys do the same for keyboard users, and + / -
 * change the scale (WCAG 2.5.7: dragging must not be the only way).
 */
export function usePhotoDrag(placement: Placement, onChange: (next: Placement) => void, enabled: boolean) {
  const dragRef = useRef<DragStart | null>(null);

  const move = (from: Placement, dx: number, dy: number): Placement => ({
    ...from,
    x: clampCentre(from.x + dx),
    y: clampCentre(from.y + dy),
  });

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, screenX: event.clientX, screenY: event.clientY, from: placement };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const shownWidth = event.currentTarget.getBoundingClientRect().width;
    onChange(
      move(
        drag.from,
        toCanvasUnits(event.clientX - drag.screenX, shownWidth),
        toCanvasUnits(event.clientY - drag.screenY, shownWidth),
      ),
    );
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!enabled) return;
    const step = event.shiftKey ? KEY_STEP_FAST : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault(); // the page must not scroll while the photo moves
      onChange(move(placement, delta[0], delta[1]));
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      const direction = event.key === '-' ? -1 : 1;
      // Rounded to the slider's grid so repeated presses do not drift (0.1 + 0.2 !== 0.3).
      const next = Math.round((placement.scale + direction * SCALE_STEP * 4) * 100) / 100;
      onChange({ ...placement, scale: clampScale(next) });
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown };
}
