import type { SlotRequest, SlotRequestQuery } from '@hospital/contract/slot-requests';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const slotRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketer/get-slot-requests?days=&status= (docs/product-spec.md §7, admin only).
    getSlotRequests: build.query<SlotRequest[], SlotRequestQuery>(
      envelopeQuery(
        ({ days, status }) => ({ url: '/marketer/get-slot-requests', params: { days, status } }),
        ['emergencySlotRequests'],
      ),
    ),
  }),
});

export const { useGetSlotRequestsQuery } = slotRequestsApi;
