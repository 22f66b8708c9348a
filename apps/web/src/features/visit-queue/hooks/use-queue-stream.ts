import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Queue } from '@hospital/contract/queue';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { runEventStream } from '@/lib/event-stream';
import { selectToken } from '@/lib/session';
import { queueApi } from '../api/queue';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

const STREAM_URL = `${API_BASE_URL}/queue/stream`;

/**
 * GET /queue/stream while mounted: every queue change (another desk's call, the doctor's done, a QR check-in) is
 * written into the cached queue of that doctor and day, so the controls follow without a reload. On (re)connection
 * the shown queue is read again, since changes while disconnected were not sent.
 */
export function useQueueStream(args: { doctorId: string; date: string } | null) {
  const dispatch = useDispatch<AppThunkDispatch>();
  const store = useStore();
  const doctorId = args?.doctorId;
  const date = args?.date;

  useEffect(() => {
    if (!doctorId || !date) return;
    const controller = new AbortController();
    const refetch = () =>
      dispatch(queueApi.endpoints.getQueue.initiate({ doctorId, date }, { subscribe: false, forceRefetch: true }));
    void runEventStream({
      url: STREAM_URL,
      getToken: () => selectToken(store.getState()),
      onReady: () => void refetch(),
      onEvent: (event, data) => {
        if (event !== 'queue') return;
        const queue = JSON.parse(data) as Queue;
        dispatch(queueApi.util.upsertQueryData('getQueue', { doctorId: queue.doctorId, date: queue.date }, queue));
        // The day's cards show who arrived and who is done: refresh them when their doctor's queue moved.
        if (queue.doctorId === doctorId && queue.date === date) {
          dispatch(queueApi.util.invalidateTags(['appointments', 'currentDoctorAppointments']));
        }
      },
      refreshSession: refetch,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [dispatch, store, doctorId, date]);
}
