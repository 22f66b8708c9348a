import type { BookingResult, CreateAppointmentInput } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

export type CreateAppointmentResponse = SuccessEnvelope<BookingResult>;

const createAppointmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createAppointment: build.mutation<CreateAppointmentResponse, CreateAppointmentInput>({
      ...jsonPost('/appointment'),
      // docs/product-spec.md §7: a booking changes the desk's day list, the patient's and the doctor's lists, and notifies staff.
      invalidatesTags: (result) =>
        result ? ['appointments', 'currentUserAppointments', 'currentDoctorAppointments', 'notifications'] : [],
    }),
  }),
});

export const { useCreateAppointmentMutation } = createAppointmentApi;
