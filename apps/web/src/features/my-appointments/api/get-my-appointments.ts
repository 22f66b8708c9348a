import type { PatientAppointment } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const myAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/current-user: the caller's own appointments (docs/product-spec.md §7), each with that day's chamber
    // hours and, once reviewed, the patient's stars; refreshed by any new booking or review.
    getMyAppointments: build.query<PatientAppointment[], void>(
      envelopeQuery(() => '/appointment/current-user', ['currentUserAppointments']),
    ),
  }),
});

export const { useGetMyAppointmentsQuery } = myAppointmentsApi;
