import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { AssignStationsInput, MarketerSummary } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery, request } from '@/lib/api-client';

const marketersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/marketers (admin): every marketer account, departed ones too, with their stations.
    getMarketers: build.query<MarketerSummary[], void>(envelopeQuery(() => '/marketing/marketers', ['marketers'])),
    // POST /marketing/marketers/{id}/stations (admin): the stations {id} covers now, and maybe all of `takeFrom`'s.
    assignStations: build.mutation<SuccessEnvelope<unknown>, AssignStationsInput & { marketerId: string }>({
      query: ({ marketerId, ...body }) =>
        request('POST', `/marketing/marketers/${encodeURIComponent(marketerId)}/stations`, body),
      invalidatesTags: ['marketers', 'stations'],
    }),
  }),
});

export const { useGetMarketersQuery, useAssignStationsMutation } = marketersApi;
