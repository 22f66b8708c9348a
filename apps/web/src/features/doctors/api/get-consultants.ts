import type { DoctorListItem } from '@hospital/contract/doctors';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

/** GET /doctors/consultants (spec §7). `limit: 0` means every doctor (ARCHITECTURE §6). */
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
      // Spec §3/§7: the `doctors` cache group, invalidated by login, logout and schedule edits.
      providesTags: ['doctors'],
    }),
  }),
});

export const { useGetConsultantsQuery } = consultantsApi;
