import { TextAreaField } from '@/components/ui/text-area-field';

// docs/product-spec.md §9: a short brief is at most 255 characters.
export const BRIEF_MAX = 255;

type BriefFieldProps = { value: string; onChange: (value: string) => void };

/**
 * The optional short brief for the doctor. No `maxLength` on the element: an over-long paste still reaches the
 * schema and gets the spec's message ('Brief not more than 255 charecter long.') instead of being cut silently.
 */
export function BriefField({ value, onChange }: BriefFieldProps) {
  return (
    <TextAreaField
      label={
        <>
          Short brief for the doctor <span className="font-normal text-slate-500">(optional)</span>
        </>
      }
      rows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="What is the problem, and for how long?"
      aria-invalid={value.length > BRIEF_MAX ? true : undefined}
      length={value.length}
      maxLength={BRIEF_MAX}
    />
  );
}
