import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage } from '@/i18n/i18n';

/** The doctor could not be loaded (a stale link, or the connection dropped); the API client toasted the reason. */
export function BookingUnavailable() {
  const { t } = useLanguage();
  return (
    <EmptyState
      kind="page"
      title={t('booking.unavailableTitle')}
      text={t('booking.unavailableText')}
      to="/#doctors"
      action={t('booking.seeDoctors')}
    />
  );
}
