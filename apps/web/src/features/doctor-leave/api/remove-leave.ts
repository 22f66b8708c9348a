import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, request } from '@/lib/api-client';
import { leaveChangedTags } from './leave-changed-tags';

export type RemoveLeaveArgs = { doctorId: string; leaveId: string };

const removeLeaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // DELETE /doctors/{id}/leave/{leaveId}: the days can be booked again.
    removeLeave: build.mutation<SuccessEnvelope<null>, RemoveLeaveArgs>({
      query: ({ doctorId, leaveId }) =>
        request('DELETE', `/doctors/${encodeURIComponent(doctorId)}/leave/${encodeURIComponent(leaveId)}`),
      invalidatesTags: (_result, _error, { doctorId }) => leaveChangedTags(doctorId),
    }),
  }),
});

export const { useRemoveLeaveMutation } = removeLeaveApi;
