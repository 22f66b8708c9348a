import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateOrder, PharmacyOrder } from '@hospital/contract/pharmacy';
import { baseApi, jsonPost } from '@/lib/api-client';

const createOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /pharmacy/orders: the form shows the server's reasons under its fields, so no toast.
    createPharmacyOrder: build.mutation<SuccessEnvelope<PharmacyOrder>, CreateOrder>({
      ...jsonPost<CreateOrder>('/pharmacy/orders', ['pharmacyOrders']),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useCreatePharmacyOrderMutation } = createOrderApi;
