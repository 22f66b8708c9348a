import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Queue } from '@hospital/contract/queue';
import { useDispatch } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { useStaffStream } from '@/lib/use-staff-stream';
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
  const doctorId = args?.doctorId;
  const date = args?.date;

  useStaffStream<Queue>({
    url: STREAM_URL,
    follow: doctorId && date ? `${doctorId} ${date}` : null,
    eventName: 'queue',
    // Called only while the stream is followed, so both are set.
    refetch: () =>
      dispatch(
        queueApi.endpoints.getQueue.initiate(
          { doctorId: doctorId ?? '', date: date ?? '' },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    onData: (queue) => {
      dispatch(queueApi.util.upsertQueryData('getQueue', { doctorId: queue.doctorId, date: queue.date }, queue));
      // The day's cards show who arrived and who is done: refresh them when their doctor's queue moved.
      if (queue.doctorId === doctorId && queue.date === date) {
        dispatch(queueApi.util.invalidateTags(['appointments', 'currentDoctorAppointments']));
      }
    },
  });
}
