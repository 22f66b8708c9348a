import type { Prescription, PrescriptionListItem } from '@hospital/contract/prescriptions';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const prescriptionViewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /prescriptions/{id}: one prescription for a reader the server allows; 404 for anyone else, as for a
    // missing one. The page shows its own not-found, so no toast.
    readPrescription: build.query<Prescription, string>({
      ...envelopeQuery((id) => `/prescriptions/${encodeURIComponent(id)}`),
      extraOptions: { toastErrors: false },
    }),
    // GET /patient/prescriptions: the account's and its family's signed prescriptions, newest first.
    patientPrescriptions: build.query<PrescriptionListItem[], void>(envelopeQuery(() => '/patient/prescriptions')),
  }),
});

export const { useReadPrescriptionQuery, usePatientPrescriptionsQuery } = prescriptionViewApi;
