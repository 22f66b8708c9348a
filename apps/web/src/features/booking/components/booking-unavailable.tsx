import { EmptyState, type EmptyStateWords } from '@/components/ui/empty-state';

const UNAVAILABLE: EmptyStateWords = {
  title: 'booking.unavailableTitle',
  text: 'booking.unavailableText',
  action: 'booking.seeDoctors',
};

/** The doctor could not be loaded (a stale link, or the connection dropped); the API client toasted the reason. */
export function BookingUnavailable() {
  return <EmptyState kind="page" words={UNAVAILABLE} to="/#doctors" />;
}
