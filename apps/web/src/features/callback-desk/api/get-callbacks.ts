import type { Callback } from '@hospital/contract/callbacks';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const callbacksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /callback/all-callback (docs/product-spec.md §7): every request, unanswered first (docs/architecture.md §15).
    getCallbacks: build.query<Callback[], void>(envelopeQuery(() => '/callback/all-callback', ['callbacks'])),
  }),
});

export const { useGetCallbacksQuery } = callbacksApi;
