import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { VisitPrescriptionState } from '@hospital/contract/prescriptions';
import { baseApi } from '@/lib/api-client';

const dayPrescriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /prescriptions/day?date=: where each of the doctor's visits that day stands (its draft, else its signed
    // prescription). Every card of the day list reads this one answer, so a day of 40 visits is one request.
    getDayPrescriptions: build.query<VisitPrescriptionState[], string>({
      query: (date) => `/prescriptions/day?date=${encodeURIComponent(date)}`,
      transformResponse: (response: SuccessEnvelope<VisitPrescriptionState[]>) => response.data,
    }),
  }),
});

export const { useGetDayPrescriptionsQuery } = dayPrescriptionsApi;
