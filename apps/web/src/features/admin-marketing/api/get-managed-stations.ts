import type { ManagedStation } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const managedStationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/stations/manage (admin): every station, retired ones too, with who covers it.
    getManagedStations: build.query<ManagedStation[], void>(
      envelopeQuery(() => '/marketing/stations/manage', ['stations']),
    ),
  }),
});

export const { useGetManagedStationsQuery } = managedStationsApi;
