import type { RegisterInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<SuccessEnvelope<unknown>, RegisterInput>(jsonPost('/users/create-patient')),
  }),
});

export const { useRegisterMutation } = registerApi;
