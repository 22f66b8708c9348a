import type { Notification } from '@hospital/contract/notifications';
import { baseApi, envelopeQuery } from '@/lib/api-client';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /notification (docs/product-spec.md §7): the caller's unread notifications, newest first.
    getNotifications: build.query<Notification[], void>(envelopeQuery(() => '/notification', ['notifications'])),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
