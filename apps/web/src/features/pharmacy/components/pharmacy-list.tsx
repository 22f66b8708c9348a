import type { ReactNode } from 'react';
import { ListStates, type ListQuery } from '@/components/ui/list-states';
import { SkeletonBars } from '@/components/ui/skeleton-bars';

type PharmacyListProps<Item> = {
  query: ListQuery<Item>;
  /** What failed to load (a sentence's subject), what screen readers hear while it loads, and the empty sentence. */
  words: { what: string; loading: string; empty: string };
  /** The placeholder cards while loading: how many, and the height of one (like the card it stands for). */
  placeholders: { count: number; height: string };
  /** The list's classes (its grid). */
  listClassName: string;
  itemKey: (item: Item) => string;
  /** One item's card. */
  children: (item: Item) => ReactNode;
  /** Under the list: what belongs to the whole page of items (the paging buttons). */
  footer?: (items: readonly Item[]) => ReactNode;
};

/** A pharmacy page's list of cards (the queue, the stock, the riders' cash) with its loading, failed and empty states. */
export function PharmacyList<Item>(props: PharmacyListProps<Item>) {
  const { query, words, placeholders, listClassName, itemKey, children, footer } = props;
  const bars = Array.from(
    { length: placeholders.count },
    (_, index) => `${index > 0 ? 'mt-3' : ''} ${placeholders.height} w-full`,
  );
  return (
    <ListStates
      query={query}
      what={words.what}
      loading={
        <div role="status" aria-label={words.loading}>
          <SkeletonBars bars={bars} />
        </div>
      }
      empty={<p className="py-8 text-center text-slate-700">{words.empty}</p>}
    >
      {(items) => (
        <>
          <ul className={listClassName}>
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
