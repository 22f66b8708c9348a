import type { LiveVisit } from '@hospital/contract/queue';
import { baseApi, envelopeQuery } from '@/lib/api-client';

export const liveVisitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/live (logged in): the caller's visits today, their own and their family's.
    // An extra above the list: if it cannot be read, the list below still says everything, so no toast.
    getLiveVisits: build.query<LiveVisit[], void>({
      ...envelopeQuery(() => '/appointment/live', ['currentUserAppointments']),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetLiveVisitsQuery } = liveVisitsApi;
