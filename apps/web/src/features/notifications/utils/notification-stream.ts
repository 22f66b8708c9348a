import type { Notification } from '@hospital/contract/notifications';
import { runEventStream, type EventStreamOptions } from '@/lib/event-stream';

export { reconnectDelay, SILENCE_LIMIT_MS, STABLE_CONNECTION_MS } from '@/lib/event-stream';

export type NotificationStreamOptions = Omit<EventStreamOptions, 'onEvent' | 'getToken' | 'refreshSession'> & {
  getToken: () => string | null;
  onNotification: (notification: Notification) => void;
  refreshSession: () => PromiseLike<unknown>;
};

/**
 * Keeps the live notification stream (GET /notification/stream) open until `signal` aborts or the session ends
 * (no token). The server ends a stream when the token expires, when the same user opens a 6th one, or when it
 * restarts; every end is followed by a reconnection after the backoff delay.
 */
export function runNotificationStream({ onNotification, ...options }: NotificationStreamOptions): Promise<void> {
  return runEventStream({
    ...options,
    onEvent: (event, data) => {
      if (event === 'notification') onNotification(JSON.parse(data) as Notification);
    },
  });
}
