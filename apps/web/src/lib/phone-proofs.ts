import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type {
  CheckPhoneCodeInput,
  PhoneCodeSent,
  PhoneProof,
  SendPhoneCodeInput,
} from '@hospital/contract/phone-proofs';
import { baseApi, envelopeQuery, jsonPost } from './api-client';

// Proving a mobile number with a one-time code (docs/decisions/0028): registration sends one before the account
// exists, and a signed-in patient proves their number after a booking. Shared: both screens send codes.
const phoneProofsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneCode: build.mutation<SuccessEnvelope<PhoneCodeSent>, SendPhoneCodeInput>(jsonPost('/phone-proofs/send')),
    checkPhoneCode: build.mutation<SuccessEnvelope<PhoneProof>, CheckPhoneCodeInput>(
      jsonPost('/phone-proofs/check', ['phoneProof']),
    ),
    // An offer beside a booking: when it cannot be read, the page simply goes without it.
    getPhoneProof: build.query<PhoneProof, void>({
      ...envelopeQuery(() => '/phone-proofs/mine', ['phoneProof']),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useSendPhoneCodeMutation, useCheckPhoneCodeMutation, useGetPhoneProofQuery } = phoneProofsApi;
