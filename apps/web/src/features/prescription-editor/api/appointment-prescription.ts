import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Prescription } from '@hospital/contract/prescriptions';
import { baseApi } from '@/lib/api-client';

const appointmentPrescriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointments/{id}/prescription: the visit's current signed prescription (for its doctor, the draft too);
    // 404 while there is none, which is the usual answer and no error to show.
    getAppointmentPrescription: build.query<Prescription, string>({
      query: (appointmentId) => `/appointments/${encodeURIComponent(appointmentId)}/prescription`,
      transformResponse: (response: SuccessEnvelope<Prescription>) => response.data,
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetAppointmentPrescriptionQuery } = appointmentPrescriptionApi;
