import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Patient, UpdatePatientInput } from '@hospital/contract/patients';
import { baseApi } from '@/lib/api-client';

export type UpdatePatientArgs = { patientId: string } & UpdatePatientInput;

const updatePatientApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /patients/update/{patient _id} (admin): 'Refine Patient Information'.
    updatePatient: build.mutation<SuccessEnvelope<Patient>, UpdatePatientArgs>({
      query: ({ patientId, updatedInfo }) => ({
        url: `/patients/update/${encodeURIComponent(patientId)}`,
        method: 'PUT',
        body: { updatedInfo },
      }),
      // docs/product-spec.md §7: editing a patient invalidates appointments (every card shows the name and age). The doctor's list
      // and the contact lookup show them too.
      invalidatesTags: (result) => (result ? ['appointments', 'currentDoctorAppointments', 'patientsWithContact'] : []),
    }),
  }),
});

export const { useUpdatePatientMutation } = updatePatientApi;
