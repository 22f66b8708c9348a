import type { MfaDisableInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const disableMfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /auth/mfa/disable: the password and a code (or a recovery code).
    disableMfa: build.mutation<SuccessEnvelope<null>, MfaDisableInput>(jsonPost('/auth/mfa/disable', ['mfaStatus'])),
  }),
});

export const { useDisableMfaMutation } = disableMfaApi;
