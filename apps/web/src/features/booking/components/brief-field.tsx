import { OptionalLabel } from '@/components/ui/optional-label';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §9: a short brief is at most 255 characters.
export const BRIEF_MAX = 255;

type BriefFieldProps = { value: string; onChange: (value: string) => void };

/**
 * The optional short brief for the doctor. No `maxLength` on the element: an over-long paste still reaches the
 * schema and gets the spec's message ('Brief not more than 255 charecter long.') instead of being cut silently.
 */
export function BriefField({ value, onChange }: BriefFieldProps) {
  const { t } = useLanguage();
  return (
    <TextAreaField
      label={<OptionalLabel label={t('booking.brief')} note={t('booking.optional')} />}
      rows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('booking.briefPlaceholder')}
      aria-invalid={value.length > BRIEF_MAX ? true : undefined}
      length={value.length}
      maxLength={BRIEF_MAX}
    />
  );
}
