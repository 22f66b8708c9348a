import type { LoginInput, LoginStep, MfaLoginInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost, TAG_TYPES } from '@/lib/api-client';

/** A session, or (for staff with two-step sign-in) the challenge for the code step. */
export type LoginResponse = SuccessEnvelope<LoginStep>;

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      ...jsonPost('/auth/login'),
      // docs/product-spec.md §7 invalidates the doctors list on login. Every other group is invalidated too: cached data of
      // whoever used this tab before (their appointments, say) must not flash up for the new user.
      invalidatesTags: (result) => (result && 'accessToken' in result.data ? [...TAG_TYPES] : []),
    }),
    // POST /auth/login/mfa: the code step of a staff login with two-step sign-in.
    loginWithCode: build.mutation<SuccessEnvelope<{ accessToken: string }>, MfaLoginInput>({
      ...jsonPost('/auth/login/mfa'),
      invalidatesTags: (result) => (result ? [...TAG_TYPES] : []),
    }),
  }),
});

export const { useLoginMutation, useLoginWithCodeMutation } = loginApi;
