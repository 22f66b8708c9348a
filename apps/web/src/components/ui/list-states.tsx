import { Fragment, type ReactNode } from 'react';
import { Button } from './button';
import { useLanguage } from '@/i18n/i18n';

type LoadFailedProps = {
  /** What failed, as the sentence's subject: "Your appointments", "The slot requests". */
  what: string;
  onRetry: () => void;
  className?: string;
};

/** Where a list would be when it could not be fetched. The API client has toasted the reason; this stays. */
export function LoadFailed({ what, onRetry, className = 'mt-8' }: LoadFailedProps) {
  const { t } = useLanguage();
  return (
    <div className={`flex flex-col items-center gap-3 text-center ${className}`}>
      <p className="text-slate-700">{t('forms.couldNotLoad', { what })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('forms.tryAgain')}
      </Button>
    </div>
  );
}

/** What a list's query hook answers (an RTK Query result fits). */
export type ListQuery<Item> = { data?: readonly Item[]; isLoading: boolean; isError: boolean; refetch: () => unknown };

type ListStatesProps<Item> = {
  query: ListQuery<Item>;
  what: string;
  loading: ReactNode;
  empty: ReactNode;
  failedClassName?: string;
  children: (items: readonly Item[]) => ReactNode;
};

/** A fetched list's states in the order users meet them: loading, failed (with a retry), empty, and the items. */
export function ListStates<Item>({ query, what, loading, empty, failedClassName, children }: ListStatesProps<Item>) {
  const { data: items, isLoading, isError, refetch } = query;
  if (isLoading) return loading;
  if (!items)
    return isError ? <LoadFailed what={what} onRetry={() => void refetch()} className={failedClassName} /> : null;
  if (items.length === 0) return empty;
  return children(items);
}

type SkeletonGridProps = {
  label: string;
  count: number;
  className: string;
  /** One placeholder card, or a function of its index for cards that differ (some hidden on narrow screens). */
  children: ReactNode | ((index: number) => ReactNode);
};

/** `count` placeholder cards (each `aria-hidden`) while a grid loads; screen readers hear `label` instead. */
export function SkeletonGrid({ label, count, className, children }: SkeletonGridProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{typeof children === 'function' ? children(index) : children}</Fragment>
      ))}
    </div>
  );
}
