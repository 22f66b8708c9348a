import type { Role } from '@hospital/contract/lists';
import type { Notification } from '@hospital/contract/notifications';
import { useId, useRef, useState } from 'react';
import { badgeText } from '../utils/unread-label';
import { BellIcon } from './bell-icon';
import { NotificationsPanel } from './notifications-panel';
import { useLanguage } from '@/i18n/i18n';

type NotificationBellProps = {
  notifications: Notification[];
  role: Role;
  /** docs/product-spec.md §4: the list is fetched again whenever the panel opens. */
  onOpen: () => void;
};

/** docs/product-spec.md §2: the bell with its unread-count badge; it opens the Notifications panel. */
export function NotificationBell({ notifications, role, onOpen }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bellRef = useRef<HTMLButtonElement>(null);
  const { t, formats } = useLanguage();
  const count = notifications.length;

  const toggle = () => {
    if (!open) onOpen();
    setOpen(!open);
  };

  return (
    // Static on phones so the panel spans the navigation bar; the anchor for the panel from `sm` up.
    <div className="sm:relative">
      <button
        ref={bellRef}
        type="button"
        aria-label={
          count === 0
            ? t('notifications.unread_none')
            : count === 1
              ? t('notifications.unread_one')
              : t('notifications.unread_many', { n: formats.number(count) })
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:ml-1"
      >
        <BellIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <NotificationsPanel
          id={panelId}
          notifications={notifications}
          role={role}
          bellRef={bellRef}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
