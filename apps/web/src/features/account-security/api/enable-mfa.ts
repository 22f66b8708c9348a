import type { MfaEnableInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const enableMfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /auth/mfa/enable: the first code turns it on; the answer holds the recovery codes, shown once.
    enableMfa: build.mutation<SuccessEnvelope<{ recoveryCodes: string[] }>, MfaEnableInput>(
      jsonPost('/auth/mfa/enable', ['mfaStatus']),
    ),
  }),
});

export const { useEnableMfaMutation } = enableMfaApi;
