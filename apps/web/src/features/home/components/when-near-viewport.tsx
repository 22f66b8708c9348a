import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

type WhenNearViewportProps = {
  /** Shown until the section is near, and while its code loads: give it the section's height (a skeleton). */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders below-the-fold content only when it nears the viewport, so its code (React.lazy) and data are not part
 * of the home page's first load (the 170 KB budget).
 */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={near ? undefined : ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
