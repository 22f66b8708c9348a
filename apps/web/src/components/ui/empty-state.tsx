import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { ButtonLink } from './button-link';

/** The catalog keys of what an empty state says: its heading, its line, and its button's words. */
export type EmptyStateWords = { title: TranslationKey; text: TranslationKey; action: TranslationKey };

type EmptyStateProps = {
  /** 'page': the whole page has nothing to show (its heading is the page's h1); 'list': a list with no items yet. */
  kind: 'page' | 'list';
  words: EmptyStateWords;
  /** Where the button goes instead. */
  to: string;
};

const LOOKS = {
  page: {
    box: 'mx-auto max-w-xl gap-4 px-4 py-16',
    link: 'px-6 py-2.5',
  },
  list: {
    box: 'mt-8 gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12',
    link: 'mt-2 px-6 py-2.5',
  },
} as const;

/** Nothing to show here, said in a heading and a line, with the one way on (a page's or a list's empty state). */
export function EmptyState({ kind, words, to }: EmptyStateProps) {
  const { t } = useLanguage();
  const look = LOOKS[kind];
  const Box = kind === 'page' ? 'section' : 'div';
  const title = t(words.title);
  return (
    <Box className={`flex flex-col items-center text-center ${look.box}`}>
      {kind === 'page' ? (
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      ) : (
        <p className="text-lg font-semibold text-slate-900">{title}</p>
      )}
      <p className="text-slate-600">{t(words.text)}</p>
      <ButtonLink to={to} className={look.link}>
        {t(words.action)}
      </ButtonLink>
    </Box>
  );
}
