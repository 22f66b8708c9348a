import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Patient } from '@hospital/contract/patients';
import { baseApi } from '@/lib/api-client';

const patientProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // docs/product-spec.md §4 step 2: 'For Me' looks the profile up by the logged-in user's email (GET /patients/{email}).
    // Keyed by email, so a second account in the same tab never reads the first one's cached profile.
    getPatientProfile: build.query<Patient, string>({
      query: (email) => `/patients/${encodeURIComponent(email)}`,
      transformResponse: (response: SuccessEnvelope<Patient>) => response.data,
    }),
  }),
});

export const { useGetPatientProfileQuery, useLazyGetPatientProfileQuery } = patientProfileApi;
