import type { ReactNode } from 'react';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import type { ListQuery } from './list-states';
import { QueryList } from './query-list';

/** The starts of the catalog keys that end in `End`: 'marketing.list' for 'marketing.listEmpty'. */
type StartOf<End extends string, Key = TranslationKey> = Key extends `${infer Start}${End}` ? Start : never;

/** A start that the catalog completes with each of a list's words: 'marketing.list' (listWhat, listLoading, listEmpty). */
export type ListWords = StartOf<'What'> & StartOf<'Loading'> & StartOf<'Empty'>;

// 'rows': rows between rules, three placeholders while loading; 'cards': taller cards apart, two placeholders.
const LOOKS = {
  rows: { list: 'divide-y divide-slate-100', count: 3 },
  cards: { list: 'space-y-4', count: 2 },
} as const;

type PanelListProps<Item> = {
  query: ListQuery<Item>;
  /**
   * The start of the list's catalog keys: `What` failed to load, for the retry line ("The stations"); `Loading`, what
   * screen readers hear while it loads; `Empty`, the sentence when there is nothing to list.
   */
  words: ListWords;
  look: keyof typeof LOOKS;
  /** The height of one item, for its placeholder while the list loads (`h-20`). */
  itemHeight: string;
  /** The space above, when something stands over the list in its panel. */
  className?: string;
  /** One item of the list (an `<li>` with its key); `items` is the whole list, for an item that names the others. */
  children: (item: Item, items: readonly Item[]) => ReactNode;
};

/** A fetched list inside a panel (see QueryList), as rows or as cards, worded from the catalog. */
export function PanelList<Item>({ query, words, look, itemHeight, className, children }: PanelListProps<Item>) {
  const { t } = useLanguage();
  const { list, count } = LOOKS[look];
  return (
    <QueryList
      query={query}
      what={t(`${words}What`)}
      loadingLabel={t(`${words}Loading`)}
      empty={t(`${words}Empty`)}
      skeleton={{ count, height: itemHeight }}
      listClassName={list}
      className={className}
    >
      {children}
    </QueryList>
  );
}
