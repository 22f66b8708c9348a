import type { Appointment } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const myAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/current-user: the caller's own appointments (docs/product-spec.md §7), refreshed by any new booking.
    getMyAppointments: build.query<Appointment[], void>({
      query: () => '/appointment/current-user',
      transformResponse: (response: SuccessEnvelope<Appointment[]>) => response.data,
      providesTags: ['currentUserAppointments'],
    }),
  }),
});

export const { useGetMyAppointmentsQuery } = myAppointmentsApi;
