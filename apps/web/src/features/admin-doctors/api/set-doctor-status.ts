import type { ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, request } from '@/lib/api-client';
import { doctorEditedTags } from './doctor-edited-tags';

export type SetDoctorStatusArgs = { doctorId: string; active: boolean };

const setDoctorStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PATCH /doctors/{id}/status (admin): an inactive doctor leaves the public lists and takes no bookings.
    setDoctorStatus: build.mutation<SuccessEnvelope<ManagedDoctor>, SetDoctorStatusArgs>({
      query: ({ doctorId, active }) => request('PATCH', `/doctors/${encodeURIComponent(doctorId)}/status`, { active }),
      invalidatesTags: (_result, _error, { doctorId }) => doctorEditedTags(doctorId),
    }),
  }),
});

export const { useSetDoctorStatusMutation } = setDoctorStatusApi;
