import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { SlotRequest, SlotRequestQuery } from '@hospital/contract/slot-requests';
import { baseApi } from '@/lib/api-client';

const slotRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketer/get-slot-requests?days=&status= (docs/product-spec.md §7, admin only).
    getSlotRequests: build.query<SlotRequest[], SlotRequestQuery>({
      query: ({ days, status }) => ({ url: '/marketer/get-slot-requests', params: { days, status } }),
      transformResponse: (response: SuccessEnvelope<SlotRequest[]>) => response.data,
      providesTags: ['emergencySlotRequests'],
    }),
  }),
});

export const { useGetSlotRequestsQuery } = slotRequestsApi;
