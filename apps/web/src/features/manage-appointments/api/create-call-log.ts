import type { CallLog, CreateCallLogInput } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi, jsonPost } from '@/lib/api-client';

const createCallLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /appointment/create-call-log
    createCallLog: build.mutation<SuccessEnvelope<CallLog>, CreateCallLogInput>({
      ...jsonPost('/appointment/create-call-log'),
      // The card's 'Last communicated with' note comes from the day list, so that is refreshed with the log.
      invalidatesTags: (result, _error, { appointmentId }) =>
        result ? [{ type: 'callgogs', id: appointmentId }, 'appointments'] : [],
    }),
  }),
});

export const { useCreateCallLogMutation } = createCallLogApi;
