import type { CallLog, CallLogList } from '@hospital/contract/appointments';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const callLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /appointment/get-call-log?appointmentId= (docs/product-spec.md §7 reads data.callLogs).
    getCallLogs: build.query<CallLog[], string>({
      query: (appointmentId) => ({ url: '/appointment/get-call-log', params: { appointmentId } }),
      transformResponse: (response: SuccessEnvelope<CallLogList>) => response.data.callLogs,
      // The spec's cache group, spelled as the spec spells it; per appointment, so saving one comment refetches one list.
      providesTags: (_result, _error, appointmentId) => [{ type: 'callgogs', id: appointmentId }],
    }),
  }),
});

export const { useGetCallLogsQuery } = callLogsApi;
