import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape or on a pointer press outside every element in `insideRefs` (docs/product-spec.md §2: the panel
 * closes on an outside click). The toggle button counts as inside, so pressing it toggles instead of
 * closing and at once reopening.
 */
export function useDismiss(insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>, onDismiss: () => void) {
  // Through a ref so a new callback each render does not re-register the listeners.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  const refsRef = useRef(insideRefs);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (refsRef.current.some((ref) => ref.current?.contains(target))) return;
      onDismissRef.current();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onDismissRef.current();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
