import type { DoctorInput, ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const createDoctorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /doctors (admin): 201 with the new doctor. The public lists gain a doctor too.
    createDoctor: build.mutation<SuccessEnvelope<ManagedDoctor>, DoctorInput>(
      jsonPost('/doctors', ['managedDoctors', 'doctors']),
    ),
  }),
});

export const { useCreateDoctorMutation } = createDoctorApi;
