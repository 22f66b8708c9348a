import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type RemoveLeaveArgs = { doctorId: string; leaveId: string };

const removeLeaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // DELETE /doctors/{id}/leave/{leaveId}: the days can be booked again.
    removeLeave: build.mutation<SuccessEnvelope<null>, RemoveLeaveArgs>({
      query: ({ doctorId, leaveId }) => ({
        url: `/doctors/${encodeURIComponent(doctorId)}/leave/${encodeURIComponent(leaveId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { doctorId }) => [
        { type: 'doctorLeave', id: doctorId },
        { type: 'singleDoctorData', id: doctorId },
        'appointments',
        'currentDoctorAppointments',
      ],
    }),
  }),
});

export const { useRemoveLeaveMutation } = removeLeaveApi;
