import type { ReactNode } from 'react';
import { ListStates, type ListQuery } from '@/components/ui/list-states';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';

const COLUMNS = { 1: 'flex flex-col gap-3', 2: 'grid gap-3 lg:grid-cols-2' } as const;

type PharmacyListProps<Item> = {
  query: ListQuery<Item>;
  /**
   * The keys of its words: what failed to load (a sentence's subject), what screen readers hear while it loads, and
   * the empty sentence.
   */
  words: { what: TranslationKey; loading: TranslationKey; empty: TranslationKey };
  /**
   * The cards in one column, or in two on a wide screen; and while loading, how many placeholder cards and the height
   * of one (like the card it stands for).
   */
  layout: { columns: keyof typeof COLUMNS; placeholders: number; cardHeight: string };
  itemKey: (item: Item) => string;
  /** One item's card. */
  children: (item: Item) => ReactNode;
  /** Under the list: what belongs to the whole page of items (the paging buttons). */
  footer?: (items: readonly Item[]) => ReactNode;
};

/** A pharmacy page's list of cards (the queue, the stock, the riders' cash) with its loading, failed and empty states. */
export function PharmacyList<Item>(props: PharmacyListProps<Item>) {
  const { query, words, layout, itemKey, children, footer } = props;
  const { t } = useLanguage();
  const bars = Array.from(
    { length: layout.placeholders },
    (_, index) => `${index > 0 ? 'mt-3' : ''} ${layout.cardHeight} w-full`,
  );
  return (
    <ListStates
      query={query}
      what={t(words.what)}
      loading={
        <div role="status" aria-label={t(words.loading)}>
          <SkeletonBars bars={bars} />
        </div>
      }
      empty={<p className="py-8 text-center text-slate-700">{t(words.empty)}</p>}
    >
      {(items) => (
        <>
          <ul className={COLUMNS[layout.columns]}>
            {items.map((item) => (
              <li key={itemKey(item)} className="min-w-0">
                {children(item)}
              </li>
            ))}
          </ul>
          {footer?.(items)}
        </>
      )}
    </ListStates>
  );
}
