import type { LoginInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost, TAG_TYPES } from '@/lib/api-client';

export type LoginResponse = SuccessEnvelope<{ accessToken: string }>;

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      ...jsonPost('/auth/login'),
      // docs/product-spec.md §7 invalidates the doctors list on login. Every other group is invalidated too: cached data of
      // whoever used this tab before (their appointments, say) must not flash up for the new user.
      invalidatesTags: (result) => (result ? [...TAG_TYPES] : []),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
