import type { Role } from '@hospital/contract/lists';
import type { Notification } from '@hospital/contract/notifications';
import { Link } from 'react-router';
import { canOpenLink } from '../utils/link-access';
import { notificationTime } from '../utils/notification-time';
import { MarkReadButton } from './mark-read-button';
import { useLanguage } from '@/i18n/i18n';

type NotificationItemProps = {
  notification: Notification;
  role: Role;
  onNavigate: () => void;
  onMarked: () => void;
};

/** docs/product-spec.md §2 'Notifications panel': the message, its relative date and 'Mark as read'. */
export function NotificationItem({ notification, role, onNavigate, onMarked }: NotificationItemProps) {
  const { formats } = useLanguage();
  const { _id, message, link, createdAt } = notification;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-800">
          {canOpenLink(role, link) ? (
            <Link
              to={link}
              onClick={onNavigate}
              className="font-medium text-brand-800 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-800"
            >
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={createdAt}>{notificationTime(createdAt, formats)}</time>
        </p>
      </div>
      <MarkReadButton notificationId={_id} onMarked={onMarked} />
    </li>
  );
}
