import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { SlotRequest } from '@hospital/contract/slot-requests';
import { baseApi } from '@/lib/api-client';

// Both decisions invalidate the list whether they succeed or not: a 409 means another admin decided first,
// and the refetch removes the card that is no longer pending.
const decideSlotRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PATCH /marketer/approve-slot-request with the request id (docs/product-spec.md §7).
    approveSlotRequest: build.mutation<SuccessEnvelope<SlotRequest>, string>({
      query: (requestId) => ({ url: '/marketer/approve-slot-request', method: 'PATCH', body: { requestId } }),
      invalidatesTags: ['emergencySlotRequests'],
    }),
    // docs/architecture.md §15 improves the spec: the reject button works, with the same body.
    rejectSlotRequest: build.mutation<SuccessEnvelope<SlotRequest>, string>({
      query: (requestId) => ({ url: '/marketer/reject-slot-request', method: 'PATCH', body: { requestId } }),
      invalidatesTags: ['emergencySlotRequests'],
    }),
  }),
});

export const { useApproveSlotRequestMutation, useRejectSlotRequestMutation } = decideSlotRequestApi;
