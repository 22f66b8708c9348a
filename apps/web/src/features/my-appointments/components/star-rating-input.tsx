import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

type StarRatingInputProps = { value: number; onChange: (rating: number) => void };

/**
 * The review form's stars (docs/product-spec.md §9: 1 to 5, at most 180 px wide). Native radio buttons under the drawn stars, so the
 * arrow keys, screen readers and the fieldset's name all work without ARIA of our own.
 */
export function StarRatingInput({ value, onChange }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Your rating</legend>
      <div className="flex w-full max-w-[180px] gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative flex-1 cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="block w-full rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600"
            >
              <path d={STAR_PATH} className={star <= value ? 'fill-amber-400' : 'fill-slate-200 hover:fill-amber-200'} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
