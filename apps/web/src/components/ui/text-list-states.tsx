import type { ReactNode } from 'react';
import { useLanguage, type GroupWith } from '@/i18n/i18n';
import { ListStates, type ListQuery } from './list-states';

type TextListStatesProps<Item> = {
  query: ListQuery<Item>;
  /** The catalog group of the list's words: `what` failed (for the retry line), `loading` and `empty`. */
  words: GroupWith<'what' | 'loading' | 'empty'>;
  /** The space above the loading and empty lines. */
  className?: string;
  children: (items: readonly Item[]) => ReactNode;
};

/** A fetched list (ListStates) that says it is loading, or that it is empty, in one line of text. */
export function TextListStates<Item>({ query, words, className = '', children }: TextListStatesProps<Item>) {
  const { t } = useLanguage();
  const line = (text: string) => <p className={`text-slate-600 ${className}`}>{text}</p>;
  return (
    <ListStates
      query={query}
      what={t(`${words}.what`)}
      loading={line(t(`${words}.loading`))}
      empty={line(t(`${words}.empty`))}
    >
      {children}
    </ListStates>
  );
}
