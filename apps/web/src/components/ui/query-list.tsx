import type { ReactNode } from 'react';
import { ListStates, SkeletonGrid, type ListQuery } from './list-states';

type QueryListProps<Item> = {
  query: ListQuery<Item>;
  /** What failed to load, as the sentence's subject: "The stations". */
  what: string;
  /** What screen readers hear while the list loads. */
  loadingLabel: string;
  /** The sentence shown when there is nothing to list. */
  empty: string;
  /** The placeholders while loading: how many, and the height of one (like the item it stands for). */
  skeleton: { count: number; height: string };
  /** The list's classes (its gaps or dividers). */
  listClassName: string;
  /** The space above, when something stands over the list in its panel. */
  className?: string;
  /** One item of the list (an `<li>` with its key); `items` is the whole list, for an item that names the others. */
  children: (item: Item, items: readonly Item[]) => ReactNode;
};

/**
 * A fetched list inside a panel: placeholder cards while it loads, a retry when it fails, a sentence when it is
 * empty, and then its items.
 */
export function QueryList<Item>(props: QueryListProps<Item>) {
  const { query, what, loadingLabel, empty, skeleton, listClassName, className = '', children } = props;
  return (
    <ListStates
      query={query}
      what={what}
      // The notice keeps a small gap from the panel's intro even when nothing else stands above the list.
      failedClassName={className || 'mt-2'}
      loading={
        <SkeletonGrid label={loadingLabel} count={skeleton.count} className={`space-y-3 ${className}`}>
          <div aria-hidden="true" className={`${skeleton.height} animate-pulse rounded-xl bg-slate-100`} />
        </SkeletonGrid>
      }
      empty={<p className={`text-slate-600 ${className}`}>{empty}</p>}
    >
      {(items) => <ul className={`${listClassName} ${className}`}>{items.map((item) => children(item, items))}</ul>}
    </ListStates>
  );
}
