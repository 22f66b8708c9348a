import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const markNotificationReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /notification/{id} marks it read (docs/product-spec.md §4). No body on purpose: fetchBaseQuery then sends no JSON
    // content-type, and the API (Fastify) rejects an empty body declared as JSON.
    markNotificationRead: build.mutation<SuccessEnvelope<null>, string>({
      query: (notificationId) => ({ url: `/notification/${notificationId}`, method: 'POST' }),
      invalidatesTags: ['notifications'],
    }),
  }),
});

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
