import type { UpdateScheduleInput } from '@hospital/contract/doctors';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type UpdateDoctorScheduleArgs = { doctorId: string } & UpdateScheduleInput;

const updateDoctorScheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PUT /doctors/update-doctor-schedule/{doctorId} (admin), the whole week each time.
    updateDoctorSchedule: build.mutation<SuccessEnvelope<null>, UpdateDoctorScheduleArgs>({
      query: ({ doctorId, schedule }) => ({
        url: `/doctors/update-doctor-schedule/${encodeURIComponent(doctorId)}`,
        method: 'PUT',
        body: { schedule },
      }),
      // docs/product-spec.md §7: errors are ignored, so the client must not toast them; the editor toasts 400s itself.
      extraOptions: { toastErrors: false },
      // docs/product-spec.md §7: a schedule change refreshes the single-doctor data (available dates) and the doctor lists (badges),
      // the admin's list included.
      invalidatesTags: (result, _error, { doctorId }) =>
        result ? [{ type: 'singleDoctorData', id: doctorId }, 'doctors', 'managedDoctors'] : [],
    }),
  }),
});

export const { useUpdateDoctorScheduleMutation } = updateDoctorScheduleApi;
