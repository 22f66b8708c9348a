import { useLanguage } from '@/i18n/i18n';
const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/**
 * Read-only stars (docs/product-spec.md §9: 1 to 5, 80 px wide in lists). One image with a spoken rating, not five;
 * `label` words it for the reader ('Rated 4 out of 5' unless told).
 */
export function StarRating({ rating, label }: { rating: number; label?: (stars: number) => string }) {
  const filled = Math.round(rating);
  const { t, formats } = useLanguage();
  return (
    <span
      role="img"
      aria-label={label ? label(filled) : t('profile.rated', { n: formats.number(filled) })}
      className="flex w-full max-w-20 gap-0.5"
    >
      {STARS.map((star) => (
        <svg key={star} viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path d={STAR_PATH} className={star <= filled ? 'fill-amber-400' : 'fill-slate-200'} />
        </svg>
      ))}
    </span>
  );
}
