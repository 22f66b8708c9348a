import type { MfaSetup } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const setupMfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /auth/mfa/setup: a new secret for the authenticator app; nothing changes until a code turns it on.
    setupMfa: build.mutation<SuccessEnvelope<MfaSetup>, void>({
      query: () => ({ url: '/auth/mfa/setup', method: 'POST' }),
    }),
  }),
});

export const { useSetupMfaMutation } = setupMfaApi;
