import { useGoBack } from '@/hooks/use-go-back';
import { useLanguage } from '@/i18n/i18n';

/** Back one page, or home when this page was opened directly (a shared link, a new tab). */
export function GoBackButton({ className = '' }: { className?: string }) {
  const goBack = useGoBack();
  const { t } = useLanguage();
  return (
    <button
      type="button"
      onClick={goBack}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4" aria-hidden="true">
        <path d="M19 12H5M12 19l-7-7 7-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('profile.goBack')}
    </button>
  );
}
