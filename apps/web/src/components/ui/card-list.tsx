import type { ReactNode } from 'react';
import { useLanguage, type GroupWith } from '@/i18n/i18n';
import { ListStates, SkeletonGrid, type ListQuery } from './list-states';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type CardListProps<Item extends { _id: string }> = {
  query: ListQuery<Item>;
  /**
   * The catalog group of the list's words: `what` failed, for the retry line ("The doctors"); `loading`, what screen
   * readers hear while the placeholder cards show; `empty`, the line for no cards; `list`, the list's accessible name.
   */
  words: GroupWith<'what' | 'loading' | 'empty' | 'list'>;
  /** A placeholder card's height, near a real card's so the page does not jump (`h-52`). */
  cardHeight: string;
  children: (item: Item) => ReactNode;
};

/** A fetched list of cards in a three-column grid: six placeholder cards while it loads, a line when it is empty. */
export function CardList<Item extends { _id: string }>({ query, words, cardHeight, children }: CardListProps<Item>) {
  const { t } = useLanguage();
  return (
    <ListStates
      query={query}
      what={t(`${words}.what`)}
      loading={
        <SkeletonGrid label={t(`${words}.loading`)} count={6} className={GRID}>
          <div className={`${cardHeight} animate-pulse rounded-2xl border border-slate-200 bg-white`} />
        </SkeletonGrid>
      }
      empty={<p className="mt-8 text-center text-slate-600">{t(`${words}.empty`)}</p>}
    >
      {(items) => (
        <ul aria-label={t(`${words}.list`)} className={GRID}>
          {items.map((item) => (
            <li key={item._id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
