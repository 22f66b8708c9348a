import type { Role } from '@hospital/contract/lists';
import type { Notification } from '@hospital/contract/notifications';
import { useId, useRef, type RefObject } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { useDismiss } from '../hooks/use-dismiss';
import { NotificationItem } from './notification-item';
import { useLanguage } from '@/i18n/i18n';

type NotificationsPanelProps = {
  id: string;
  notifications: Notification[];
  role: Role;
  bellRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/**
 * docs/product-spec.md §2 'Notifications panel': a popover under the bell, at most 80% of the viewport high and scrolling inside.
 * Not modal: the page stays usable, so it closes on an outside press or Escape rather than trapping focus.
 * Full width on phones; anchored under the bell from the small breakpoint up.
 */
export function NotificationsPanel({ id, notifications, role, bellRef, onClose }: NotificationsPanelProps) {
  const { t } = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeAndRefocus = () => {
    onClose();
    bellRef.current?.focus();
  };
  useDismiss([panelRef, bellRef], closeAndRefocus);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-x-2 top-full z-50 mt-2 flex max-h-[80vh] animate-fade-in flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none sm:inset-x-auto sm:right-0 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-0.5">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {t('notifications.title')}
        </h2>
        <CloseButton label={t('notifications.close')} onClick={closeAndRefocus} className="-mr-2" />
      </div>
      {notifications.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600">{t('notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-y-auto overscroll-contain">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              role={role}
              onNavigate={onClose}
              // The item goes away once the list refetches: keep focus in the panel instead of losing it to <body>.
              onMarked={() => panelRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
