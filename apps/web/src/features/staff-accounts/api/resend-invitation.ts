import type { StaffAccount } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const resendInvitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /users/{id}/invitation (admin): a new set-password link by mail; the older links stop working.
    resendInvitation: build.mutation<SuccessEnvelope<StaffAccount>, string>({
      query: (userId) => ({ url: `/users/${encodeURIComponent(userId)}/invitation`, method: 'POST' }),
      invalidatesTags: ['staffAccounts'],
    }),
  }),
});

export const { useResendInvitationMutation } = resendInvitationApi;
