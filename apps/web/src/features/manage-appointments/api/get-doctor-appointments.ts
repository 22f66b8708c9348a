import type { AppointmentList } from '@hospital/contract/appointments';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const doctorAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/doctor?date= (doctor): the same shape as the desk's list, only the caller's own (docs/product-spec.md §6).
    getDoctorAppointments: build.query<AppointmentList, string>(
      envelopeQuery((date) => ({ url: '/appointment/doctor', params: { date } }), ['currentDoctorAppointments']),
    ),
  }),
});

export const { useGetDoctorAppointmentsQuery } = doctorAppointmentsApi;
