import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Patient } from '@hospital/contract/patients';
import { baseApi } from '@/lib/api-client';

const patientsByContactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /patients/contact/{contact}: who already uses this number (docs/product-spec.md §4, new appointment dialog).
    getPatientsByContact: build.query<Patient[], string>({
      query: (contact) => `/patients/contact/${encodeURIComponent(contact)}`,
      transformResponse: (response: SuccessEnvelope<Patient[]>) => response.data,
      providesTags: ['patientsWithContact'],
    }),
  }),
});

export const { useGetPatientsByContactQuery } = patientsByContactApi;
