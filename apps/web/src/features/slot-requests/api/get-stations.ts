import type { StationRef } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const stationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/stations: the active stations the admin keeps, for the marketer's station picker.
    getActiveStations: build.query<StationRef[], void>(envelopeQuery(() => '/marketing/stations', ['stations'])),
  }),
});

export const { useGetActiveStationsQuery } = stationsApi;
