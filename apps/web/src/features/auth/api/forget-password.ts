import type { ForgetPasswordInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const forgetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgetPassword: build.mutation<SuccessEnvelope<unknown>, ForgetPasswordInput>({
      query: (body) => ({ url: '/auth/forget-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
