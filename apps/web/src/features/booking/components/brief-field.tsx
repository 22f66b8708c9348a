import { useId } from 'react';

// docs/product-spec.md §9: a short brief is at most 255 characters.
export const BRIEF_MAX = 255;

type BriefFieldProps = { value: string; onChange: (value: string) => void };

/**
 * The optional short brief for the doctor. No `maxLength` on the element: an over-long paste still reaches the
 * schema and gets the spec's message ('Brief not more than 255 charecter long.') instead of being cut silently.
 */
export function BriefField({ value, onChange }: BriefFieldProps) {
  const id = useId();
  const over = value.length > BRIEF_MAX;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Short brief for the doctor <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="What is the problem, and for how long?"
        aria-invalid={over ? true : undefined}
        aria-describedby={`${id}-count`}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500"
      />
      <p id={`${id}-count`} className={`mt-1 text-right text-sm ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}>
        {value.length}/{BRIEF_MAX}
      </p>
    </div>
  );
}
