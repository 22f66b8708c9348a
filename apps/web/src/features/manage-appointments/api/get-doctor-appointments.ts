import type { AppointmentList } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const doctorAppointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/doctor?date= (doctor): the same shape as the desk's list, only the caller's own (docs/product-spec.md §6).
    getDoctorAppointments: build.query<AppointmentList, string>({
      query: (date) => ({ url: '/appointment/doctor', params: { date } }),
      transformResponse: (response: SuccessEnvelope<AppointmentList>) => response.data,
      providesTags: ['currentDoctorAppointments'],
    }),
  }),
});

export const { useGetDoctorAppointmentsQuery } = doctorAppointmentsApi;
