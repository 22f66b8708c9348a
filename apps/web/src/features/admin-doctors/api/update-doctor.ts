import type { DoctorInput, ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, request } from '@/lib/api-client';
import { doctorEditedTags } from './doctor-edited-tags';

export type UpdateDoctorArgs = { doctorId: string; doctor: DoctorInput };

const updateDoctorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /doctors/{id} (admin). The week is left out: the schedule editor saves it on its own.
    updateDoctor: build.mutation<SuccessEnvelope<ManagedDoctor>, UpdateDoctorArgs>({
      query: ({ doctorId, doctor }) => request('PUT', `/doctors/${encodeURIComponent(doctorId)}`, doctor),
      invalidatesTags: (_result, _error, { doctorId }) => doctorEditedTags(doctorId),
    }),
  }),
});

export const { useUpdateDoctorMutation } = updateDoctorApi;
