import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

type WhenNearViewportProps = {
  /** Shown until the section is near, and while its code loads: give it the section's height (a skeleton). */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders below-the-fold content only when it nears the viewport, so its code (React.lazy) and data are not part
 * of the home page's first load (the 170 KB budget). Until then the placeholder's skeleton stands still: it is off
 * screen, and a pulsing skeleton makes the browser composite a new frame 60 times a second for as long as the page
 * is open (on the 2-core machine, without a GPU, a fifth of a core from the first paint on). It pulses while the
 * section's code loads, when it is in view.
 */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return near ? (
    <div>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </div>
  ) : (
    <div ref={ref} className="[&_.animate-pulse]:animate-none">
      {placeholder}
    </div>
  );
}
