import { useLanguage } from '@/i18n/i18n';
import { SkeletonBars } from '@/components/ui/skeleton-bars';

const block = 'animate-pulse rounded bg-slate-200';

/** docs/product-spec.md §2: a skeleton while the profile loads, laid out like the profile so nothing jumps when it arrives. */
export function DoctorProfileSkeleton() {
  const { t } = useLanguage();
  return (
    <div
      role="status"
      aria-label={t('profile.loading')}
      className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-10"
    >
      <div className="flex flex-col items-center gap-5 rounded-2xl bg-slate-100 p-5 sm:flex-row sm:items-end sm:p-8">
        <div className={`size-36 rounded-2xl sm:size-44 ${block}`} />
        <SkeletonBars
          bars={['h-4 w-24', 'h-7 w-2/3', 'h-4 w-1/3', 'h-10 w-72 max-w-full rounded-lg']}
          className="w-full space-y-3"
        />
      </div>
      {[0, 1, 2].map((index) => (
        <SkeletonBars
          key={index}
          bars={['h-4 w-32', 'h-4 w-full', 'h-4 w-4/5']}
          className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
        />
      ))}
    </div>
  );
}
