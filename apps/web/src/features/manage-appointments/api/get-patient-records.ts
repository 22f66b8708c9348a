import type { Appointment } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const patientRecordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/records/{patient _id}: the patient's visits up to today, newest first ('Records', docs/product-spec.md §2).
    getPatientRecords: build.query<Appointment[], string>(
      envelopeQuery(
        (patientId) => `/appointment/records/${encodeURIComponent(patientId)}`,
        ['appointments', 'currentDoctorAppointments'],
      ),
    ),
  }),
});

export const { useGetPatientRecordsQuery } = patientRecordsApi;
