import type { Callback, UpdateRemarksInput } from '@hospital/contract/callbacks';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

type UpdateRemarksArgs = UpdateRemarksInput & { callBackId: string };

const updateRemarksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /callback/update-remarks/{callBackId} with updatedDoc.remarks (docs/product-spec.md §7); the server records who and when.
    updateRemarks: build.mutation<SuccessEnvelope<Callback>, UpdateRemarksArgs>({
      query: ({ callBackId, updatedDoc }) => ({
        url: `/callback/update-remarks/${callBackId}`,
        method: 'PUT',
        body: { updatedDoc },
      }),
      invalidatesTags: ['callbacks'],
    }),
  }),
});

export const { useUpdateRemarksMutation } = updateRemarksApi;
