import type { ForgetPasswordInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const forgetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgetPassword: build.mutation<SuccessEnvelope<unknown>, ForgetPasswordInput>(jsonPost('/auth/forget-password')),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
