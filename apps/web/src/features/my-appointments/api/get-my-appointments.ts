import type { Appointment } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const myAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/current-user: the caller's own appointments (docs/product-spec.md §7), refreshed by any new booking.
    getMyAppointments: build.query<Appointment[], void>(
      envelopeQuery(() => '/appointment/current-user', ['currentUserAppointments']),
    ),
  }),
});

export const { useGetMyAppointmentsQuery } = myAppointmentsApi;
