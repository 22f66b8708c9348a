import { withToasts } from '@/lib/with-toasts';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §4: the server's message replaces the loading toast for 1 second.
const SERVER_MESSAGE_MS = 1000;

type MarkReadButtonProps = { notificationId: string; onMarked: () => void };

/** One mutation per item, so only the pressed button waits while its call is in flight. */
export function MarkReadButton({ notificationId, onMarked }: MarkReadButtonProps) {
  const { t } = useLanguage();
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();

  const onClick = async () => {
    const response = await withToasts(
      t('notifications.wait'),
      () => markRead(notificationId).unwrap(),
      SERVER_MESSAGE_MS,
    );
    if (response) onMarked();
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isLoading}
      className="shrink-0 rounded-md border border-brand-700 px-2.5 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {t('notifications.markRead')}
    </button>
  );
}
