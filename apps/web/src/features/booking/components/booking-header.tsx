import { useLanguage } from '@/i18n/i18n';
import { Icon } from '@/components/ui/icons';

type BookingHeaderProps = { onGoBack: () => void };

/** The booking page's own top bar: the site navigation is hidden on this path (docs/product-spec.md §2). */
export function BookingHeader({ onGoBack }: BookingHeaderProps) {
  const { t } = useLanguage();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onGoBack}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon className="size-4">
          <path d="M19 12H5M12 19l-7-7 7-7" />
        </Icon>
        {t('profile.goBack')}
      </button>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('profile.makeAppointment')}</h1>
    </div>
  );
}
