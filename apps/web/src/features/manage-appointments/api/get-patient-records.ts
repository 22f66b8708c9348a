import type { PatientRecords } from '@hospital/contract/prescriptions';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const patientRecordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /patients/{patientRef}/records: the patient's visits at this hospital, newest first, each with its signed
    // prescription and the files of its consultation chat ('Records'). Only a doctor with an appointment with the
    // patient may read it; the server audits each read.
    getPatientRecords: build.query<PatientRecords, string>(
      envelopeQuery(
        (patientRef) => `/patients/${encodeURIComponent(patientRef)}/records`,
        ['appointments', 'currentDoctorAppointments'],
      ),
    ),
  }),
});

export const { useGetPatientRecordsQuery } = patientRecordsApi;
