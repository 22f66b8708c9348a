import type { Appointment, CancelByPatientInput, RescheduleInput } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

type Target = { appointmentId: string };

const manageBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /appointment/{id}/cancel-by-patient and /reschedule: the API enforces the 2-hour rule, refunds
    // a paid online booking and answers its sentence, which the API client toasts on failure.
    cancelByPatient: build.mutation<SuccessEnvelope<Appointment>, Target & CancelByPatientInput>({
      query: ({ appointmentId, ...body }) => ({
        url: `/appointment/${encodeURIComponent(appointmentId)}/cancel-by-patient`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['currentUserAppointments', 'appointments', 'currentDoctorAppointments'],
    }),
    reschedule: build.mutation<SuccessEnvelope<Appointment>, Target & RescheduleInput>({
      query: ({ appointmentId, ...body }) => ({
        url: `/appointment/${encodeURIComponent(appointmentId)}/reschedule`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['currentUserAppointments', 'appointments', 'currentDoctorAppointments', 'singleDoctorData'],
    }),
  }),
});

export const { useCancelByPatientMutation, useRescheduleMutation } = manageBookingApi;
