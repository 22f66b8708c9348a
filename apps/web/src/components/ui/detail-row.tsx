import type { ReactNode } from 'react';

type DetailRowProps = {
  label: string;
  children: ReactNode;
  /** The desk's dense cards show values in the regular weight. */
  plain?: boolean;
};

/** One label and value of a card's `<dl>` (a two-column grid), the value wrapping rather than overflowing. */
export function DetailRow({ label, children, plain = false }: DetailRowProps) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`min-w-0 break-words text-slate-900 ${plain ? '' : 'font-medium'}`}>{children}</dd>
    </>
  );
}
