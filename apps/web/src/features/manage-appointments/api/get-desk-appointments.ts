import type { AppointmentList } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const deskAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment?date= (attendant, admin): the whole Dhaka day at once; the screen filters by doctor in the
    // browser (docs/architecture.md §15), so switching chips costs no request.
    getDeskAppointments: build.query<AppointmentList, string>({
      query: (date) => ({ url: '/appointment', params: { date } }),
      transformResponse: (response: SuccessEnvelope<AppointmentList>) => response.data,
      providesTags: ['appointments'],
    }),
  }),
});

export const { useGetDeskAppointmentsQuery } = deskAppointmentsApi;
