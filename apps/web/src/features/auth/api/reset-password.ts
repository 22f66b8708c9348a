import type { ResetPasswordInput } from '@hospital/contract/auth';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

// Used by the /auth/reset-password page; declared with the other auth calls.
const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<SuccessEnvelope<unknown>, ResetPasswordInput>({
      ...jsonPost('/auth/reset-password'),
      // The page shows its own 'Something went wrong!' and then the first reason (docs/product-spec.md §8), not the automatic toasts.
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
