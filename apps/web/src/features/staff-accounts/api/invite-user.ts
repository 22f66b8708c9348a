import type { InviteUserInput, StaffAccount } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const inviteUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /users/invite (admin): 201 with the account; the invitee gets a set-password link by mail.
    inviteUser: build.mutation<SuccessEnvelope<StaffAccount>, InviteUserInput>(
      jsonPost('/users/invite', ['staffAccounts']),
    ),
  }),
});

export const { useInviteUserMutation } = inviteUserApi;
