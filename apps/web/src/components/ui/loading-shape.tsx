import type { ReactNode } from 'react';

type LoadingShapeProps = {
  /** What screen readers hear while it loads: "Loading your prescriptions…". */
  label: string;
  className?: string;
  /** The grey shape of what is loading, hidden from screen readers (see SkeletonBars). */
  children: ReactNode;
};

/** A placeholder in the shape of the content on its way, with a status line that says it is loading. */
export function LoadingShape({ label, className, children }: LoadingShapeProps) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}
