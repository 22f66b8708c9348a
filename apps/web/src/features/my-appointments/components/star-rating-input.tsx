import { useId } from 'react';
import { useLanguage } from '@/i18n/i18n';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

type StarRatingInputProps = { value: number; onChange: (rating: number) => void };

/**
 * The review form's stars (1 to 5). Native radio buttons under the drawn stars, so the arrow keys, screen readers and
 * the fieldset's name all work without ARIA of our own. Each star is a 44 px tap target, which makes the row wider than
 * the spec's 180 px (docs/decisions/0016).
 */
export function StarRatingInput({ value, onChange }: StarRatingInputProps) {
  const { t, formats } = useLanguage();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('myAppointments.yourRating')}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative flex size-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('review.star', { count: star, n: formats.number(star) })}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="block size-10 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600"
            >
              <path
                d={STAR_PATH}
                className={star <= value ? 'fill-amber-400' : 'fill-slate-200 hover:fill-amber-200'}
              />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
