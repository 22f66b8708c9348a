import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { PrescriptionListItem } from '@hospital/contract/prescriptions';
import { baseApi } from '@/lib/api-client';

const myPrescriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /prescriptions/mine?q=: the doctor's own recent signed prescriptions, to start a new one from.
    getMyPrescriptions: build.query<PrescriptionListItem[], string>({
      query: (q) => ({ url: '/prescriptions/mine', params: q ? { q } : {} }),
      transformResponse: (response: SuccessEnvelope<PrescriptionListItem[]>) => response.data,
    }),
  }),
});

export const { useGetMyPrescriptionsQuery } = myPrescriptionsApi;
