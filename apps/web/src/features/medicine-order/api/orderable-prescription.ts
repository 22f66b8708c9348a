import type { OrderablePrescription } from '@hospital/contract/pharmacy';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const orderablePrescriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /pharmacy/prescriptions/{id}/orderable: the lines of a signed prescription the caller may order from, each
    // marked when an active order already holds it. 404 for a prescription that is not theirs or not signed: the page
    // shows its own not-found, so no toast.
    getOrderablePrescription: build.query<OrderablePrescription, string>({
      ...envelopeQuery((id) => `/pharmacy/prescriptions/${encodeURIComponent(id)}/orderable`, ['pharmacyOrders']),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetOrderablePrescriptionQuery } = orderablePrescriptionApi;
