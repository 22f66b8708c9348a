import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, request } from '@/lib/api-client';

export type UpdateAppointmentArgs = { appointmentId: string } & UpdateAppointmentInput;

const updateAppointmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /appointment/{id}: done, cancelled with a reason, or paid with the amount received (docs/product-spec.md §7). A 409 names the
    // current state; the API client toasts it.
    updateAppointment: build.mutation<SuccessEnvelope<null>, UpdateAppointmentArgs>({
      query: ({ appointmentId, updatedDoc }) =>
        request('PUT', `/appointment/${encodeURIComponent(appointmentId)}`, { updatedDoc }),
      // The desk's day, the doctor's day and the patient's own list all show status and payment. Invalidated on a
      // 409 too: the sentence means this screen is out of date, and the fresh list shows what really happened.
      invalidatesTags: (_result, error) =>
        !error || error.status === 409 ? ['appointments', 'currentDoctorAppointments', 'currentUserAppointments'] : [],
    }),
  }),
});

export const { useUpdateAppointmentMutation } = updateAppointmentApi;
