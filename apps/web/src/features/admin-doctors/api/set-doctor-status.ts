import type { ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type SetDoctorStatusArgs = { doctorId: string; active: boolean };

const setDoctorStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PATCH /doctors/{id}/status (admin): an inactive doctor leaves the public lists and takes no bookings.
    setDoctorStatus: build.mutation<SuccessEnvelope<ManagedDoctor>, SetDoctorStatusArgs>({
      query: ({ doctorId, active }) => ({
        url: `/doctors/${encodeURIComponent(doctorId)}/status`,
        method: 'PATCH',
        body: { active },
      }),
      invalidatesTags: (_result, _error, { doctorId }) => [
        'managedDoctors',
        'doctors',
        { type: 'singleDoctorData', id: doctorId },
      ],
    }),
  }),
});

export const { useSetDoctorStatusMutation } = setDoctorStatusApi;
