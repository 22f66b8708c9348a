import type { ReactNode } from 'react';

/** A list page's heading with what sits at its end (the page's main action, a live status), wrapping on a phone. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
