import type { PatientAppointment } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const ownAppointmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/current-user/{id}: one of the caller's own bookings (anyone else's answers 404).
    getOwnAppointment: build.query<PatientAppointment, string>(
      envelopeQuery(
        (appointmentId) => `/appointment/current-user/${encodeURIComponent(appointmentId)}`,
        ['currentUserAppointments'],
      ),
    ),
    // GET /payments/transaction/{tranId}: the caller's booking a payment was for (the payment success page).
    getPaidAppointment: build.query<PatientAppointment, string>(
      envelopeQuery((tranId) => `/payments/transaction/${encodeURIComponent(tranId)}`, ['currentUserAppointments']),
    ),
  }),
});

export const { useGetOwnAppointmentQuery, useGetPaidAppointmentQuery } = ownAppointmentApi;
