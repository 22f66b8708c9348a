import type { Leave } from '@hospital/contract/leave';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const leaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /doctors/{id}/leave: the doctor's leave that has not ended (an admin for any doctor, a doctor their own).
    getLeave: build.query<Leave[], string>({
      ...envelopeQuery((doctorId: string) => `/doctors/${encodeURIComponent(doctorId)}/leave`),
      providesTags: (_result, _error, doctorId) => [{ type: 'doctorLeave', id: doctorId }],
    }),
  }),
});

export const { useGetLeaveQuery } = leaveApi;
