import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateSlotRequestInput } from '@hospital/contract/slot-requests';
import { baseApi, jsonPost } from '@/lib/api-client';

const createSlotRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /marketer/create-slot-request (docs/product-spec.md §7); any logged-in role, the station required of marketers.
    createSlotRequest: build.mutation<SuccessEnvelope<null>, CreateSlotRequestInput>(
      jsonPost('/marketer/create-slot-request', ['emergencySlotRequests']),
    ),
  }),
});

export const { useCreateSlotRequestMutation } = createSlotRequestApi;
