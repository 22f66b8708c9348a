import type { Patient } from '@hospital/contract/patients';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const patientsByContactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /patients/contact/{contact}: who already uses this number (docs/product-spec.md §4, new appointment dialog).
    getPatientsByContact: build.query<Patient[], string>(
      envelopeQuery((contact) => `/patients/contact/${encodeURIComponent(contact)}`, ['patientsWithContact']),
    ),
  }),
});

export const { useGetPatientsByContactQuery } = patientsByContactApi;
