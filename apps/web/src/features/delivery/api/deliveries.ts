import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Delivered, DeliveryFailed, DeliveryOrder } from '@hospital/contract/pharmacy';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const deliveryPath = (orderId: string) => `/deliveries/${encodeURIComponent(orderId)}`;

const deliveriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /deliveries/mine: the rider's packed and out orders, and today's delivered and failed ones.
    getMyDeliveries: build.query<DeliveryOrder[], void>(envelopeQuery(() => '/deliveries/mine', ['deliveries'])),
    // POST /deliveries/{id}/picked-up: packed -> out; the patient gets the code by SMS.
    markPickedUp: build.mutation<SuccessEnvelope<DeliveryOrder>, string>({
      query: (orderId) => ({ url: `${deliveryPath(orderId)}/picked-up`, method: 'POST' }),
      invalidatesTags: ['deliveries'],
    }),
    // POST /deliveries/{id}/delivered: the form shows the server's reason (a wrong code) itself, so no toast.
    markDelivered: build.mutation<SuccessEnvelope<DeliveryOrder>, { orderId: string; body: Delivered }>({
      query: ({ orderId, body }) => ({ url: `${deliveryPath(orderId)}/delivered`, method: 'POST', body }),
      invalidatesTags: ['deliveries'],
      extraOptions: { toastErrors: false },
    }),
    // POST /deliveries/{id}/failed
    markFailed: build.mutation<SuccessEnvelope<DeliveryOrder>, { orderId: string; body: DeliveryFailed }>({
      query: ({ orderId, body }) => ({ url: `${deliveryPath(orderId)}/failed`, method: 'POST', body }),
      invalidatesTags: ['deliveries'],
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetMyDeliveriesQuery, useMarkPickedUpMutation, useMarkDeliveredMutation, useMarkFailedMutation } =
  deliveriesApi;
