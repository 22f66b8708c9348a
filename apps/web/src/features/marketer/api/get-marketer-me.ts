import type { MarketerMe } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const marketerMeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/me: the marketer's code, link and stations (a reassignment changes the stations).
    getMarketerMe: build.query<MarketerMe, void>(envelopeQuery(() => '/marketing/me', ['stations'])),
  }),
});

export const { useGetMarketerMeQuery } = marketerMeApi;
