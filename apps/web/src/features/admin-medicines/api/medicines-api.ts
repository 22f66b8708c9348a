import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type {
  ImportReport,
  Medicine,
  MedicineFormValues,
  MedicineHit,
  MedicineList,
  MedicineListQuery,
} from '@hospital/contract/medicines';
import { baseApi, envelopeQuery } from '@/lib/api-client';

export type ImportStep = 'preview' | 'apply';

const medicinesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /medicines?q=&status=&page= (admin): the formulary, retired medicines included. Empty filters are left out.
    getMedicines: build.query<MedicineList, MedicineListQuery>(
      envelopeQuery(
        ({ q, status, page }) => ({
          url: '/medicines',
          params: { ...(q && { q }), ...(status !== 'all' && { status }), ...(page > 1 && { page }) },
        }),
        ['medicines'],
      ),
    ),
    // GET /medicines/search?q= (doctors, pharmacists, admins): at most 20 active medicines, typos forgiven.
    searchMedicines: build.query<MedicineHit[], string>(
      envelopeQuery((q) => ({ url: '/medicines/search', params: { q } }), ['medicines']),
    ),
    saveMedicine: build.mutation<SuccessEnvelope<Medicine>, { id?: string; medicine: MedicineFormValues }>({
      query: ({ id, medicine }) =>
        id
          ? { url: `/medicines/${encodeURIComponent(id)}`, method: 'PATCH', body: medicine }
          : { url: '/medicines', method: 'POST', body: medicine },
      invalidatesTags: ['medicines'],
    }),
    setMedicineRetired: build.mutation<SuccessEnvelope<Medicine>, { id: string; retired: boolean }>({
      query: ({ id, retired }) => ({
        url: `/medicines/${encodeURIComponent(id)}/${retired ? 'retire' : 'restore'}`,
        method: 'POST',
      }),
      invalidatesTags: ['medicines'],
    }),
    // POST /medicines/import/{preview|apply}, multipart with the field `file`. Apply sends the same file again.
    importMedicines: build.mutation<SuccessEnvelope<ImportReport>, { step: ImportStep; file: File }>({
      query: ({ step, file }) => {
        const body = new FormData();
        // The browser sets the multipart boundary itself; a content-type set here would leave it out.
        body.append('file', file, file.name);
        return { url: `/medicines/import/${step}`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { step }) => (step === 'apply' ? ['medicines'] : []),
    }),
  }),
});

export const {
  useGetMedicinesQuery,
  useSearchMedicinesQuery,
  useSaveMedicineMutation,
  useSetMedicineRetiredMutation,
  useImportMedicinesMutation,
} = medicinesApi;
