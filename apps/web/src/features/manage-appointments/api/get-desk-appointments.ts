import type { AppointmentList } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const deskAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment?date= (attendant, admin): the whole Dhaka day at once; the screen filters by doctor in the
    // browser (docs/architecture.md §15), so switching chips costs no request.
    getDeskAppointments: build.query<AppointmentList, string>(
      envelopeQuery((date) => ({ url: '/appointment', params: { date } }), ['appointments']),
    ),
  }),
});

export const { useGetDeskAppointmentsQuery } = deskAppointmentsApi;
