import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Prescription, PrescriptionBody } from '@hospital/contract/prescriptions';
import { baseApi, request } from '@/lib/api-client';

export type SaveDraftArgs = { id: string; body: PrescriptionBody; revision: number };

const prescriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /prescriptions {appointmentId}: the visit's draft, created on the first call and the same one after.
    openDraft: build.mutation<Prescription, string>({
      query: (appointmentId) => request('POST', '/prescriptions', { appointmentId }),
      transformResponse: (response: SuccessEnvelope<Prescription>) => response.data,
      extraOptions: { toastErrors: false },
    }),
    // GET /prescriptions/{id}: the server's copy, read again after a save was refused as stale.
    getPrescription: build.query<Prescription, string>({
      query: (id) => `/prescriptions/${encodeURIComponent(id)}`,
      transformResponse: (response: SuccessEnvelope<Prescription>) => response.data,
    }),
    // PUT /prescriptions/{id}: the whole body with the revision it was based on; 409 when another save came first.
    // The page shows its own saving state, so no toasts.
    saveDraft: build.mutation<Prescription, SaveDraftArgs>({
      query: ({ id, body, revision }) =>
        request('PUT', `/prescriptions/${encodeURIComponent(id)}`, { ...body, revision }),
      transformResponse: (response: SuccessEnvelope<Prescription>) => response.data,
      extraOptions: { toastErrors: false },
    }),
    // POST /prescriptions/{id}/sign: final from here on; the patient gets the link by SMS.
    signPrescription: build.mutation<SuccessEnvelope<Prescription>, string>({
      query: (id) => request('POST', `/prescriptions/${encodeURIComponent(id)}/sign`),
    }),
    // POST /prescriptions/{id}/versions {correction}: a new draft copying a signed prescription, which it will replace.
    writeNewVersion: build.mutation<SuccessEnvelope<Prescription>, { id: string; correction: string }>({
      query: ({ id, correction }) =>
        request('POST', `/prescriptions/${encodeURIComponent(id)}/versions`, { correction }),
    }),
  }),
});

export const {
  useOpenDraftMutation,
  useLazyGetPrescriptionQuery,
  useSaveDraftMutation,
  useSignPrescriptionMutation,
  useWriteNewVersionMutation,
} = prescriptionsApi;
