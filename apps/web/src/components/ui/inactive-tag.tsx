import type { ReactNode } from 'react';

/** A small grey word beside a name that is no longer in use: a departed marketer, a retired station or medicine. */
export function InactiveTag({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 ${className}`}
    >
      {children}
    </span>
  );
}
