import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { MedicineHit } from '@hospital/contract/medicines';
import type { ReceiveStockFormValues, StockAlerts, StockItem } from '@hospital/contract/pharmacy';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const stockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /pharmacy/stock?q=: by brand or generic; without q, every medicine ever stocked.
    getStock: build.query<StockItem[], { q: string; page: number }>(
      envelopeQuery(
        ({ q, page }) => ({ url: '/pharmacy/stock', params: q ? { q, page } : { page } }),
        ['pharmacyStock'],
      ),
    ),
    // POST /pharmacy/stock: a batch received. The form puts the server's reasons under its fields.
    receiveStock: build.mutation<SuccessEnvelope<StockItem>, ReceiveStockFormValues>({
      query: (body) => ({ url: '/pharmacy/stock', method: 'POST', body }),
      invalidatesTags: ['pharmacyStock'],
      extraOptions: { toastErrors: false },
    }),
    // PUT /pharmacy/stock/{medicineId}/reorder-level
    setReorderLevel: build.mutation<SuccessEnvelope<StockItem>, { medicineId: string; reorderLevel: string }>({
      query: ({ medicineId, reorderLevel }) => ({
        url: `/pharmacy/stock/${encodeURIComponent(medicineId)}/reorder-level`,
        method: 'PUT',
        body: { reorderLevel },
      }),
      invalidatesTags: ['pharmacyStock'],
    }),
    // GET /pharmacy/stock/alerts: low medicines and batches expiring within 90 days, expired first.
    getStockAlerts: build.query<StockAlerts, void>(envelopeQuery(() => '/pharmacy/stock/alerts', ['pharmacyStock'])),
    // POST /pharmacy/stock/batches/{batchId}/write-off: expired batches only.
    writeOffBatch: build.mutation<SuccessEnvelope<StockItem>, string>({
      query: (batchId) => ({ url: `/pharmacy/stock/batches/${encodeURIComponent(batchId)}/write-off`, method: 'POST' }),
      invalidatesTags: ['pharmacyStock'],
    }),
    // GET /medicines/search?q=: the formulary's best matches (at most 20), for the receive form and substitutes.
    searchFormulary: build.query<MedicineHit[], string>({
      ...envelopeQuery((q) => ({ url: '/medicines/search', params: { q } })),
      // Results come and go as the pharmacist types; an old word's answer is not worth keeping.
      keepUnusedDataFor: 5,
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const {
  useGetStockQuery,
  useReceiveStockMutation,
  useSetReorderLevelMutation,
  useGetStockAlertsQuery,
  useWriteOffBatchMutation,
  useSearchFormularyQuery,
} = stockApi;
