import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateLeaveInput, CreateLeaveResponse } from '@hospital/contract/leave';
import { baseApi } from '@/lib/api-client';

export type AddLeaveArgs = { doctorId: string; leave: CreateLeaveInput };

const addLeaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /doctors/{id}/leave: 201 with the leave and the pending appointments inside it.
    addLeave: build.mutation<SuccessEnvelope<CreateLeaveResponse>, AddLeaveArgs>({
      query: ({ doctorId, leave }) => ({
        url: `/doctors/${encodeURIComponent(doctorId)}/leave`,
        method: 'POST',
        body: leave,
      }),
      // Leave days leave the available dates and mark the day lists' cards 'Doctor on leave'.
      invalidatesTags: (_result, _error, { doctorId }) => [
        { type: 'doctorLeave', id: doctorId },
        { type: 'singleDoctorData', id: doctorId },
        'appointments',
        'currentDoctorAppointments',
      ],
    }),
  }),
});

export const { useAddLeaveMutation } = addLeaveApi;
