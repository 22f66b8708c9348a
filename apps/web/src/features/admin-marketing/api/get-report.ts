import type { MarketingReport } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

/** A period of Dhaka days, both ends included (YYYY-MM-DD). */
export type ReportPeriod = { from: string; to: string };

const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/report?from=&to= (admin): per marketer and per station.
    getMarketingReport: build.query<MarketingReport, ReportPeriod>(
      envelopeQuery((period) => ({ url: '/marketing/report', params: period }), ['marketerReferrals', 'stations']),
    ),
  }),
});

export const { useGetMarketingReportQuery } = reportApi;
