import type { ReactNode } from 'react';

type FactProps = {
  label: string;
  children: ReactNode;
  /** The value's look: spaced under its label by default. */
  valueClassName?: string;
};

/** One fact of the doctor profile in a `<dl>`: a small grey label over its value. */
export function Fact({ label, children, valueClassName = 'mt-1' }: FactProps) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
