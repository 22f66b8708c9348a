import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type {
  FillOrderFormValues,
  OrderView,
  PharmacyOrder,
  PharmacyOrderSummary,
  Rider,
} from '@hospital/contract/pharmacy';
import type { Prescription } from '@hospital/contract/prescriptions';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const orderPath = (id: string) => `/pharmacy/orders/${encodeURIComponent(id)}`;

/** The changes a pharmacist makes to an order that take no body. */
export type OrderStep = 'ready' | 'handover' | 'return' | 'new-code';

const pharmacistOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /pharmacy/orders?view=: open (oldest first), today's, or all of today.
    getPharmacistOrders: build.query<PharmacyOrderSummary[], OrderView>(
      envelopeQuery((view) => ({ url: '/pharmacy/orders', params: { view } }), ['pharmacyOrders']),
    ),
    // GET /pharmacy/orders/{id}: any order; 404 shown as the page's not-found.
    getPharmacistOrder: build.query<PharmacyOrder, string>({
      ...envelopeQuery(orderPath, ['pharmacyOrders']),
      extraOptions: { toastErrors: false },
    }),
    // GET /prescriptions/{id}: the pharmacist may read it while an order stands on it (each read is audited).
    getOrderPrescription: build.query<Prescription, string>({
      ...envelopeQuery((id) => `/prescriptions/${encodeURIComponent(id)}`),
      extraOptions: { toastErrors: false },
    }),
    // POST /pharmacy/orders/{id}/fill: every line once. The form shows the server's refusal itself.
    fillOrder: build.mutation<SuccessEnvelope<PharmacyOrder>, { id: string; body: FillOrderFormValues }>({
      query: ({ id, body }) => ({ url: `${orderPath(id)}/fill`, method: 'POST', body }),
      invalidatesTags: ['pharmacyOrders'],
      extraOptions: { toastErrors: false },
    }),
    // POST /pharmacy/orders/{id}/ready | handover | return | new-code
    stepOrder: build.mutation<SuccessEnvelope<PharmacyOrder>, { id: string; step: OrderStep }>({
      query: ({ id, step }) => ({ url: `${orderPath(id)}/${step}`, method: 'POST' }),
      invalidatesTags: ['pharmacyOrders'],
      extraOptions: { toastErrors: false },
    }),
    // POST /pharmacy/orders/{id}/refuse {reason}
    refuseOrder: build.mutation<SuccessEnvelope<PharmacyOrder>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `${orderPath(id)}/refuse`, method: 'POST', body: { reason } }),
      invalidatesTags: ['pharmacyOrders'],
      extraOptions: { toastErrors: false },
    }),
    // POST /pharmacy/orders/{id}/assign {riderId}
    assignRider: build.mutation<SuccessEnvelope<PharmacyOrder>, { id: string; riderId: string }>({
      query: ({ id, riderId }) => ({ url: `${orderPath(id)}/assign`, method: 'POST', body: { riderId } }),
      invalidatesTags: ['pharmacyOrders'],
      extraOptions: { toastErrors: false },
    }),
    // GET /pharmacy/riders: active riders and how many orders each holds now.
    getRiders: build.query<Rider[], void>(envelopeQuery(() => '/pharmacy/riders', ['pharmacyOrders'])),
  }),
});

export const {
  useGetPharmacistOrdersQuery,
  useGetPharmacistOrderQuery,
  useGetOrderPrescriptionQuery,
  useFillOrderMutation,
  useStepOrderMutation,
  useRefuseOrderMutation,
  useAssignRiderMutation,
  useGetRidersQuery,
} = pharmacistOrdersApi;
