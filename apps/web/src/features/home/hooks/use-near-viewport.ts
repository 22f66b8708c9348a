import { useCallback, useState } from 'react';

// A little ahead, so a section's code and data are usually in before it scrolls into view, but not so far that a
// tall phone fetches the carousels with the first screen (on a 412x823 screen they start about 1,300 px down).
const AHEAD = '200px 0px';

/**
 * True once the element has come within `AHEAD` of the viewport, and from then on. Without IntersectionObserver
 * (old browsers, jsdom) everything in the browser counts as near, so the content is simply rendered.
 */
export function useNearViewport<T extends Element>(): [(node: T | null) => (() => void) | undefined, boolean] {
  // On the server nothing is near: the placeholder is rendered there, as the browser's first render will.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const ref = useCallback((node: T | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    // React 19 calls a ref callback's returned function when the node goes away.
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
