import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While mounted: moves focus into `containerRef` (unless an autoFocus field already took it: to `[data-autofocus]`
 * or the first focusable element), keeps
 * Tab and Shift+Tab inside it, calls `onEscape` on Escape, and gives focus back to whatever had it before.
 * That is what WAI-ARIA's modal dialog pattern asks of `aria-modal` dialogs.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  // Read through a ref so a new onEscape each render does not re-run the effect (which would move focus again).
  const onEscapeRef = useRef(onEscape);
  // Captured during the first render: by the time effects run, an autoFocus field inside may already have focus.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!container.contains(document.activeElement)) {
      const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(container)[0] ?? container;
      initial.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The opener may be gone (the nav swaps the login button for the menu button on login): only refocus it if still there.
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, opener]);
}
