import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { MedicineHit } from '@hospital/contract/medicines';
import { baseApi } from '@/lib/api-client';

const searchMedicinesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /medicines/search?q=: the formulary's best matches by brand or generic, typos forgiven.
    searchMedicines: build.query<MedicineHit[], string>({
      query: (q) => ({ url: '/medicines/search', params: { q } }),
      transformResponse: (response: SuccessEnvelope<MedicineHit[]>) => response.data,
      // Results come and go as the doctor types; an old word's answer is never worth keeping.
      keepUnusedDataFor: 5,
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useLazySearchMedicinesQuery } = searchMedicinesApi;
