import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2: a skeleton navigation bar while the notifications load. It only ever stands in for the staff bar, so it
 * copies that bar's height and outline (logo, three links, bell, menu): nothing below moves when it is swapped in.
 */
export function NavSkeleton() {
  const { t } = useLanguage();
  return (
    <div role="status" className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-4 sm:px-6">
      <span className="sr-only">{t('shell.loadingNavigation')}</span>
      <span aria-hidden="true" className="mr-auto flex items-center gap-2">
        <span className="hidden size-9 animate-pulse rounded-xl bg-slate-200 min-[400px]:block" />
        <span className="hidden h-4 w-40 animate-pulse rounded bg-slate-200 md:block" />
      </span>
      {[0, 1, 2].map((index) => (
        <span key={index} aria-hidden="true" className="h-4 w-12 animate-pulse rounded bg-slate-200 sm:w-16" />
      ))}
      <span aria-hidden="true" className="size-11 animate-pulse rounded-full bg-slate-200" />
      <span aria-hidden="true" className="size-11 animate-pulse rounded-full bg-slate-200" />
    </div>
  );
}
