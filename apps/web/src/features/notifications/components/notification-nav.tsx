import type { Role } from '@hospital/contract/lists';
import type { ReactNode } from 'react';
import { useGetNotificationsQuery } from '../api/get-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationBell } from './notification-bell';

type NotificationNavProps = {
  role: Role;
  /** The navigation bar with the bell placed in it; the layout owns the bar, this feature owns the bell. */
  renderBar: (bell: ReactNode) => ReactNode;
  skeleton: ReactNode;
};

/**
 * The staff navigation: loaded lazily, and only for attendants and admins, so the public home page never carries
 * the bell's code. docs/product-spec.md §2: a skeleton navigation bar shows while the notifications load the first time.
 */
export function NotificationNav({ role, renderBar, skeleton }: NotificationNavProps) {
  const { data, isLoading, refetch } = useGetNotificationsQuery();
  useNotificationStream();
  if (isLoading) return skeleton;
  return renderBar(<NotificationBell notifications={data ?? []} role={role} onOpen={() => void refetch()} />);
}
