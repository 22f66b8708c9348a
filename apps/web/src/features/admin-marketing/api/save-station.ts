import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { ManagedStation, StationInput } from '@hospital/contract/marketing';
import { baseApi, jsonPost, request } from '@/lib/api-client';

// A station's name shows in the marketers' lists, their dashboards and the report: each change refreshes them.
const saveStationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /marketing/stations (admin).
    createStation: build.mutation<SuccessEnvelope<ManagedStation>, StationInput>(
      jsonPost('/marketing/stations', ['stations', 'marketers']),
    ),
    // PATCH /marketing/stations/{id} (admin): a new name; old records show the new one.
    renameStation: build.mutation<SuccessEnvelope<ManagedStation>, StationInput & { stationId: string }>({
      query: ({ stationId, name }) =>
        request('PATCH', `/marketing/stations/${encodeURIComponent(stationId)}`, { name }),
      invalidatesTags: ['stations', 'marketers'],
    }),
    // Retired stations stay on old records but are no longer offered; a restored one is offered again.
    setStationRetired: build.mutation<SuccessEnvelope<ManagedStation>, { stationId: string; retired: boolean }>({
      query: ({ stationId, retired }) =>
        request('POST', `/marketing/stations/${encodeURIComponent(stationId)}/${retired ? 'retire' : 'restore'}`),
      invalidatesTags: ['stations', 'marketers'],
    }),
  }),
});

export const { useCreateStationMutation, useRenameStationMutation, useSetStationRetiredMutation } = saveStationApi;
