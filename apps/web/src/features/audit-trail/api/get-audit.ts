import type { AuditAction, AuditEntry } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

/** Entries per page; a page this full may have more after it. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { action?: AuditAction };

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /audit?limit=&before=&action= (admin), newest first. Each next page starts after the `_id` of the last
    // entry shown, so entries written meanwhile never shift a page or show twice.
    getAudit: build.infiniteQuery<AuditEntry[], AuditFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < AUDIT_PAGE_SIZE ? undefined : lastPage.at(-1)?._id),
      },
      query: ({ queryArg: { action }, pageParam: before }) => ({
        url: '/audit',
        params: { limit: AUDIT_PAGE_SIZE, ...(action && { action }), ...(before && { before }) },
      }),
      transformResponse: (response: SuccessEnvelope<AuditEntry[]>) => response.data,
      providesTags: ['auditTrail'],
    }),
  }),
});

export const { useGetAuditInfiniteQuery } = auditApi;
