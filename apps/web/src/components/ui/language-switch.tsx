import { changeLanguage, useLanguage } from '../../i18n/i18n';

/**
 * The language switch of the top navigation and the quick menu: one tap turns every screen into the other
 * language and back. It names the other language in that language ("বাংলা" / "English"), as people look for it.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language } = useLanguage();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(other)}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {/* The name starts with the word on the button, so a voice user can say what they see (WCAG 2.5.3); the
          rest says what it does, in the page's language. */}
      <span lang={other}>{t('language.switchTo')}</span>{' '}
      <span className="sr-only">({t('language.switchToLabel')})</span>
    </button>
  );
}
