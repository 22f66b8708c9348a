import type { CreateCallbackInput } from '@hospital/contract/callbacks';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const createCallbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // docs/product-spec.md §7: POST /callback. A new request changes the staff's callback list, so the `callbacks` group refetches.
    createCallback: build.mutation<SuccessEnvelope<unknown>, CreateCallbackInput>(jsonPost('/callback', ['callbacks'])),
  }),
});

export const { useCreateCallbackMutation } = createCallbackApi;
