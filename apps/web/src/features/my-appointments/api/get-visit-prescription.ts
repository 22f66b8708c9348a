import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Prescription } from '@hospital/contract/prescriptions';
import { baseApi } from '@/lib/api-client';

const visitPrescriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointments/{id}/prescription: the visit's current signed prescription; 404 when none was written,
    // which the card says in its own words (no toast).
    findVisitPrescription: build.query<Pick<Prescription, '_id'>, string>({
      query: (appointmentId) => `/appointments/${encodeURIComponent(appointmentId)}/prescription`,
      transformResponse: (response: SuccessEnvelope<Prescription>) => ({ _id: response.data._id }),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useLazyFindVisitPrescriptionQuery } = visitPrescriptionApi;
