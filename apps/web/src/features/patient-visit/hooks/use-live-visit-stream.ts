import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveVisit } from '@hospital/contract/queue';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { runEventStream } from '@/lib/event-stream';
import { selectToken } from '@/lib/session';
import { liveVisitsApi } from '../api/live-visits';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

const STREAM_URL = `${API_BASE_URL}/appointment/live/stream`;

/** GET /appointment/live/stream while `enabled`: each visit's new place in the queue, written into the cached list. */
export function useLiveVisitStream(enabled: boolean) {
  const dispatch = useDispatch<AppThunkDispatch>();
  const store = useStore();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const refetch = () =>
      dispatch(liveVisitsApi.endpoints.getLiveVisits.initiate(undefined, { subscribe: false, forceRefetch: true }));
    void runEventStream({
      url: STREAM_URL,
      getToken: () => selectToken(store.getState()),
      onReady: () => void refetch(),
      onEvent: (event, data) => {
        if (event !== 'visit') return;
        const visit = JSON.parse(data) as LiveVisit;
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
      refreshSession: refetch,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [dispatch, store, enabled]);
}
