import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CashClose, CashOwed, PharmacyDayReport } from '@hospital/contract/pharmacy';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const cashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /pharmacy/cash: each rider's cash from delivered orders not yet closed.
    getCashOwed: build.query<CashOwed[], void>(envelopeQuery(() => '/pharmacy/cash', ['pharmacyOrders'])),
    // POST /pharmacy/cash/close {riderId, countedTaka, note}
    closeCash: build.mutation<SuccessEnvelope<CashClose>, { riderId: string; countedTaka: string; note: string }>({
      query: (body) => ({ url: '/pharmacy/cash/close', method: 'POST', body }),
      invalidatesTags: ['pharmacyOrders'],
      extraOptions: { toastErrors: false },
    }),
    // GET /pharmacy/reports/day?date=
    getDayReport: build.query<PharmacyDayReport, string>(
      envelopeQuery((date) => ({ url: '/pharmacy/reports/day', params: { date } }), ['pharmacyOrders']),
    ),
  }),
});

export const { useGetCashOwedQuery, useCloseCashMutation, useGetDayReportQuery } = cashApi;
