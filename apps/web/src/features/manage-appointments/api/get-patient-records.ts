import type { Appointment } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const patientRecordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/records/{patient _id}: the patient's visits up to today, newest first ('Records', docs/product-spec.md §2).
    getPatientRecords: build.query<Appointment[], string>({
      query: (patientId) => `/appointment/records/${encodeURIComponent(patientId)}`,
      transformResponse: (response: SuccessEnvelope<Appointment[]>) => response.data,
      providesTags: ['appointments', 'currentDoctorAppointments'],
    }),
  }),
});

export const { useGetPatientRecordsQuery } = patientRecordsApi;
