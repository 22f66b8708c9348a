import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveVisit } from '@hospital/contract/queue';
import { useDispatch } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { useStaffStream } from '@/lib/use-staff-stream';
import { liveVisitsApi } from '../api/live-visits';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

const STREAM_URL = `${API_BASE_URL}/appointment/live/stream`;

/** GET /appointment/live/stream while `enabled`: each visit's new place in the queue, written into the cached list. */
export function useLiveVisitStream(enabled: boolean) {
  const dispatch = useDispatch<AppThunkDispatch>();
  const refetch = () =>
    dispatch(liveVisitsApi.endpoints.getLiveVisits.initiate(undefined, { subscribe: false, forceRefetch: true }));

  useStaffStream<LiveVisit>({
    url: STREAM_URL,
    follow: enabled ? 'live visits' : null,
    eventName: 'visit',
    refetch,
    onData: (visit) => {
      let known = false;
      dispatch(
        liveVisitsApi.util.updateQueryData('getLiveVisits', undefined, (draft) => {
          const index = draft.findIndex((item) => item.appointmentId === visit.appointmentId);
          known = index !== -1;
          if (known) draft[index] = visit;
        }),
      );
      if (!known) void refetch();
    },
  });
}
