import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Queue } from '@hospital/contract/queue';
import { baseApi, envelopeQuery } from '@/lib/api-client';

export type QueueArgs = { doctorId: string; date: string };
export type QueueMove = 'call-next' | 'recall' | 'skip';

export const queueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /queue/{doctorId}?date= (desk, admin, that doctor): docs/decisions/0020. Marking done or cancelling
    // invalidates the day's appointments, which also moves the queue's counts, so the queue listens to those tags too.
    getQueue: build.query<Queue, QueueArgs>(
      envelopeQuery(
        ({ doctorId, date }) => ({ url: `/queue/${encodeURIComponent(doctorId)}`, params: { date } }),
        ['appointments', 'currentDoctorAppointments'],
      ),
    ),
    // POST /queue/{doctorId}/call-next | recall | skip: the answer is the queue as the move left it, written straight
    // into the cache (the stream brings the same a moment later, and every other desk's moves).
    moveQueue: build.mutation<SuccessEnvelope<Queue>, { doctorId: string; move: QueueMove }>({
      query: ({ doctorId, move }) => ({ url: `/queue/${encodeURIComponent(doctorId)}/${move}`, method: 'POST' }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            queueApi.util.upsertQueryData(
              'getQueue',
              { doctorId: data.data.doctorId, date: data.data.date },
              data.data,
            ),
          );
        } catch {
          // The API client has toasted why (nobody waiting, nothing called); the stream and the next read correct the screen.
        }
      },
    }),
  }),
});

export const { useGetQueueQuery, useMoveQueueMutation } = queueApi;
