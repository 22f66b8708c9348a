import type { Patient } from '@hospital/contract/patients';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const patientProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // docs/product-spec.md §4 step 2: 'For Me' looks the profile up by the logged-in user's email (GET /patients/{email}).
    // Keyed by email, so a second account in the same tab never reads the first one's cached profile.
    getPatientProfile: build.query<Patient, string>(envelopeQuery((email) => `/patients/${encodeURIComponent(email)}`)),
  }),
});

export const { useGetPatientProfileQuery, useLazyGetPatientProfileQuery } = patientProfileApi;
