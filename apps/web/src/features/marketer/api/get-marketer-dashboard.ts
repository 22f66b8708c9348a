import type { DashboardQuery, MarketerDashboard } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const marketerDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/dashboard?weeks=: counts by week and by station, link bookings and the slot requests.
    getMarketerDashboard: build.query<MarketerDashboard, DashboardQuery>(
      envelopeQuery(
        ({ weeks }) => ({ url: '/marketing/dashboard', params: { weeks } }),
        ['marketerReferrals', 'emergencySlotRequests'],
      ),
    ),
  }),
});

export const { useGetMarketerDashboardQuery } = marketerDashboardApi;
