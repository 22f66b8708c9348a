import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const initPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /payments/init/{appointmentId} (docs/architecture.md §15): a payment page for an unpaid or failed online booking.
    // Nothing to invalidate: the status only changes once the gateway calls back, on another page load.
    initPayment: build.mutation<SuccessEnvelope<{ url: string }>, string>({
      query: (appointmentId) => ({ url: `/payments/init/${encodeURIComponent(appointmentId)}`, method: 'POST' }),
    }),
  }),
});

export const { useInitPaymentMutation } = initPaymentApi;
