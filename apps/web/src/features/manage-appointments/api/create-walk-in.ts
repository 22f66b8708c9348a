import type { Appointment, CreateStaffAppointmentInput } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const createWalkInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /appointment with the staff form (docs/architecture.md §15): the server answers with the booked appointment.
    createWalkIn: build.mutation<SuccessEnvelope<Appointment>, CreateStaffAppointmentInput>({
      ...jsonPost('/appointment'),
      // docs/product-spec.md §7: creating an appointment invalidates appointments, the user's and the doctor's, and notifications.
      // patientsWithContact too: a new walk-in patient now answers the contact lookup.
      invalidatesTags: (result) =>
        result
          ? [
              'appointments',
              'currentUserAppointments',
              'currentDoctorAppointments',
              'notifications',
              'patientsWithContact',
            ]
          : [],
    }),
  }),
});

export const { useCreateWalkInMutation } = createWalkInApi;
