import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Notification } from '@hospital/contract/notifications';
import { baseApi } from '@/lib/api-client';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /notification (docs/product-spec.md §7): the caller's unread notifications, newest first.
    getNotifications: build.query<Notification[], void>({
      query: () => '/notification',
      transformResponse: (response: SuccessEnvelope<Notification[]>) => response.data,
      providesTags: ['notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
