import type { ReactNode } from 'react';
import { ListStates, SkeletonGrid, type ListQuery } from './list-states';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type CardListProps<Item extends { _id: string }> = {
  query: ListQuery<Item>;
  /** What failed, for the retry line: "The doctors". */
  what: string;
  /** What screen readers hear while the placeholder cards show. */
  loadingLabel: string;
  /** A placeholder card's height, near a real card's so the page does not jump (`h-52`). */
  cardHeight: string;
  empty: string;
  /** The list's accessible name. */
  label: string;
  children: (item: Item) => ReactNode;
};

/** A fetched list of cards in a three-column grid: six placeholder cards while it loads, a line when it is empty. */
export function CardList<Item extends { _id: string }>(props: CardListProps<Item>) {
  const { query, what, loadingLabel, cardHeight, empty, label, children: renderCard } = props;
  return (
    <ListStates
      query={query}
      what={what}
      loading={
        <SkeletonGrid label={loadingLabel} count={6} className={GRID}>
          <div className={`${cardHeight} animate-pulse rounded-2xl border border-slate-200 bg-white`} />
        </SkeletonGrid>
      }
      empty={<p className="mt-8 text-center text-slate-600">{empty}</p>}
    >
      {(items) => (
        <ul aria-label={label} className={GRID}>
          {items.map((item) => (
            <li key={item._id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
