import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateReferralInput, Referral } from '@hospital/contract/marketing';
import { baseApi, jsonPost } from '@/lib/api-client';

const createReferralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /marketing/referrals: the list and the dashboard's counts change with it.
    createReferral: build.mutation<SuccessEnvelope<Referral>, CreateReferralInput>(
      jsonPost('/marketing/referrals', ['marketerReferrals']),
    ),
  }),
});

export const { useCreateReferralMutation } = createReferralApi;
