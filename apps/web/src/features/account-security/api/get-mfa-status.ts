import type { MfaStatus } from '@hospital/contract/auth';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const mfaStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /auth/mfa: whether two-step sign-in is on, and how many recovery codes are left.
    getMfaStatus: build.query<MfaStatus, void>(envelopeQuery(() => '/auth/mfa', ['mfaStatus'])),
  }),
});

export const { useGetMfaStatusQuery } = mfaStatusApi;
