import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateLeaveInput, CreateLeaveResponse } from '@hospital/contract/leave';
import { baseApi, request } from '@/lib/api-client';
import { leaveChangedTags } from './leave-changed-tags';

export type AddLeaveArgs = { doctorId: string; leave: CreateLeaveInput };

const addLeaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /doctors/{id}/leave: 201 with the leave and the pending appointments inside it.
    addLeave: build.mutation<SuccessEnvelope<CreateLeaveResponse>, AddLeaveArgs>({
      query: ({ doctorId, leave }) => request('POST', `/doctors/${encodeURIComponent(doctorId)}/leave`, leave),
      invalidatesTags: (_result, _error, { doctorId }) => leaveChangedTags(doctorId),
    }),
  }),
});

export const { useAddLeaveMutation } = addLeaveApi;
