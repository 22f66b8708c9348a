import type { Callback } from '@hospital/contract/callbacks';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const callbacksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /callback/all-callback (docs/product-spec.md §7): every request, unanswered first (docs/architecture.md §15).
    getCallbacks: build.query<Callback[], void>({
      query: () => '/callback/all-callback',
      transformResponse: (response: SuccessEnvelope<Callback[]>) => response.data,
      providesTags: ['callbacks'],
    }),
  }),
});

export const { useGetCallbacksQuery } = callbacksApi;
