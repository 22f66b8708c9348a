import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';
import type { AuthUser } from '../stores/access-token';

const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // docs/architecture.md §6 improves on the spec: every role calls logout (not only doctors), so the server revokes
    // the refresh cookie. The body is the user object, as the spec sends it; the server relies on the cookie.
    logout: build.mutation<SuccessEnvelope<unknown>, AuthUser>({
      query: (user) => ({ url: '/auth/logout', method: 'POST', body: user }),
      invalidatesTags: ['doctors'],
      // use-logout shows its own 'Something went wrong' (docs/product-spec.md §8) instead of the server's text.
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
