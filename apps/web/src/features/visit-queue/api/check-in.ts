import type { CheckInInput, CheckInResult } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const checkInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /appointment/check-in (desk): the QR's code finds the appointment and marks the patient arrived. A forged
    // or another day's code answers the API's sentence, which the scanner shows in place (no toast).
    checkIn: build.mutation<SuccessEnvelope<CheckInResult>, CheckInInput>({
      query: (body) => ({ url: '/appointment/check-in', method: 'POST', body }),
      extraOptions: { toastErrors: false },
      invalidatesTags: (_result, error) => (error ? [] : ['appointments', 'currentDoctorAppointments']),
    }),
  }),
});

export const { useCheckInMutation } = checkInApi;
