import type { DoctorListItem } from '@hospital/contract/doctors';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

/** GET /doctors/consultants (docs/product-spec.md §7). `limit: 0` means every doctor (docs/architecture.md §15). */
export type ConsultantsQueryArgs = { limit: number; searchTerm?: string };

const consultantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsultants: build.query<DoctorListItem[], ConsultantsQueryArgs>({
      query: ({ limit, searchTerm }) => ({
        url: '/doctors/consultants',
        // An empty search term is left out rather than sent as `searchTerm=`.
        params: searchTerm ? { limit, searchTerm } : { limit },
      }),
      transformResponse: (response: SuccessEnvelope<DoctorListItem[]>) => response.data,
      // docs/product-spec.md §3/§7: the `doctors` cache group, invalidated by login, logout and schedule edits.
      providesTags: ['doctors'],
    }),
  }),
});

export const { useGetConsultantsQuery } = consultantsApi;
/** The endpoint itself, for a server-rendered page to fetch with (src/app/server-queries.ts). */
export const { getConsultants } = consultantsApi.endpoints;
