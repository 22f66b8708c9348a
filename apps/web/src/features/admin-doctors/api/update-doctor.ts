import type { DoctorInput, ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type UpdateDoctorArgs = { doctorId: string; doctor: DoctorInput };

const updateDoctorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /doctors/{id} (admin). The week is left out: the schedule editor saves it on its own.
    updateDoctor: build.mutation<SuccessEnvelope<ManagedDoctor>, UpdateDoctorArgs>({
      query: ({ doctorId, doctor }) => ({
        url: `/doctors/${encodeURIComponent(doctorId)}`,
        method: 'PUT',
        body: doctor,
      }),
      invalidatesTags: (_result, _error, { doctorId }) => [
        'managedDoctors',
        'doctors',
        { type: 'singleDoctorData', id: doctorId },
      ],
    }),
  }),
});

export const { useUpdateDoctorMutation } = updateDoctorApi;
