import { siteConfig } from '@/config/site';
import { useLanguage, type Translate, type TranslationKey } from '@/i18n/i18n';
import { useDocumentHead } from './head';

/**
 * A page's head from the catalog: its title, and for a public page its search description, each worded with the
 * site's name. A page without a description is kept out of search results (`noindex`): a private page, a
 * confirmation, a link that carries a token. Returns the translation function, which most pages need next.
 */
export function usePageHead(title: TranslationKey, description?: TranslationKey): Translate {
  const { t } = useLanguage();
  const name = siteConfig.name;
  useDocumentHead(
    description
      ? { title: t(title, { name }), description: t(description, { name }) }
      : { title: t(title, { name }), robots: 'noindex' },
  );
  return t;
}
