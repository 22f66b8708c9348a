import type { RegisterInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<SuccessEnvelope<unknown>, RegisterInput>({
      query: (body) => ({ url: '/users/create-patient', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
