import type { ComponentProps } from 'react';

type ChoiceButtonProps = ComponentProps<'button'> & {
  selected: boolean;
  /** Drawn fainter: a choice the doctor does not offer (it still answers a tap, with the spec's toast). */
  muted?: boolean;
};

/**
 * A toggle among the booking choices. `aria-pressed` tells screen readers which one is chosen; big enough to tap
 * with a thumb (at least 44 px high).
 */
export function ChoiceButton({ selected, muted = false, className = '', ...props }: ChoiceButtonProps) {
  const tone = selected
    ? 'border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-600'
    : muted
      ? 'border-dashed border-slate-300 bg-slate-50 text-slate-600 hover:bg-slate-100'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50';
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={`min-h-11 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${tone} ${className}`}
      {...props}
    />
  );
}
