import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { PaymentMethod, PharmacyOrder, PharmacyOrderSummary } from '@hospital/contract/pharmacy';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const orderPath = (id: string) => `/pharmacy/orders/${encodeURIComponent(id)}`;

const pharmacyOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /pharmacy/orders/{id}: the patient's own order; 404 for anyone else's, shown as the page's not-found.
    getPharmacyOrder: build.query<PharmacyOrder, string>({
      ...envelopeQuery(orderPath, ['pharmacyOrders']),
      extraOptions: { toastErrors: false },
    }),
    // GET /pharmacy/orders/mine: the account's orders, newest first (at most 50).
    getMyPharmacyOrders: build.query<PharmacyOrderSummary[], void>(
      envelopeQuery(() => '/pharmacy/orders/mine', ['pharmacyOrders']),
    ),
    // POST /pharmacy/orders/{id}/cancel: only while received; later the server says to call the pharmacy.
    cancelPharmacyOrder: build.mutation<SuccessEnvelope<PharmacyOrder>, string>({
      query: (id) => ({ url: `${orderPath(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['pharmacyOrders'],
    }),
    // POST /pharmacy/orders/{id}/payment-method: online or cash, while unpaid and before it leaves.
    changeOrderPaymentMethod: build.mutation<
      SuccessEnvelope<PharmacyOrder>,
      { id: string; paymentMethod: PaymentMethod }
    >({
      query: ({ id, paymentMethod }) => ({
        url: `${orderPath(id)}/payment-method`,
        method: 'POST',
        body: { paymentMethod },
      }),
      invalidatesTags: ['pharmacyOrders'],
    }),
    // POST /payments/init-order/{orderId}: a gateway page for the order's bill. Nothing to invalidate: the order
    // changes only when the gateway calls back, and the browser comes back to the order's page with ?payment=.
    initOrderPayment: build.mutation<SuccessEnvelope<{ url: string }>, string>({
      query: (id) => ({ url: `/payments/init-order/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetPharmacyOrderQuery,
  useGetMyPharmacyOrdersQuery,
  useCancelPharmacyOrderMutation,
  useChangeOrderPaymentMethodMutation,
  useInitOrderPaymentMutation,
} = pharmacyOrderApi;
