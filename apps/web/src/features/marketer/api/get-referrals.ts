import type { Referral, ReferralListQuery } from '@hospital/contract/marketing';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const referralsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /marketing/referrals?days=: the marketer's own referrals, newest first, each with what became of it.
    getReferrals: build.query<Referral[], ReferralListQuery>(
      envelopeQuery(({ days }) => ({ url: '/marketing/referrals', params: { days } }), ['marketerReferrals']),
    ),
  }),
});

export const { useGetReferralsQuery } = referralsApi;
