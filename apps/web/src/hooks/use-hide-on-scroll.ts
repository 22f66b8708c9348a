import { useEffect, useState } from 'react';

// docs/product-spec.md §2/§9: the top navigation hides while the user scrolls down past 20 px and comes back on scroll up.
export const HIDE_AFTER_PX = 20;

export function useHideOnScroll(threshold: number = HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      if (y > lastY && y > threshold) setHidden(true);
      else if (y < lastY || y <= threshold) setHidden(false);
      lastY = y;
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return hidden;
}
