import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BoardDoctor } from '@hospital/contract/queue';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { runEventStream } from '@/lib/event-stream';
import { boardApi, withDoctor } from '../api/board';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;
export type BoardConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * GET /board/{token}/stream while mounted: each doctor's serials as they change (within the second), written into the
 * cached board; `onCalled` when a doctor's serial was called or recalled (the chime). The stream reconnects after the
 * network drops (and every 10 minutes, as the server ends it), reading the board again on every `ready`. A revoked
 * link ('revoked', or a 4xx on reconnection) reads the board once more, which then shows the API's message.
 */
export function useBoardStream(token: string, onCalled: (doctor: BoardDoctor) => void): BoardConnection {
  const dispatch = useDispatch<AppThunkDispatch>();
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  // Read through a ref: the stream must not restart when the caller renders a new function.
  const called = useRef(onCalled);
  useEffect(() => {
    called.current = onCalled;
  });

  useEffect(() => {
    const controller = new AbortController();
    const lastCalled = new Map<string, string | null>();
    const refetch = () =>
      dispatch(boardApi.endpoints.getBoard.initiate(token, { subscribe: false, forceRefetch: true }));
    void runEventStream({
      url: `${API_BASE_URL}/board/${encodeURIComponent(token)}/stream`,
      onReady: () => void refetch(),
      onEvent: (event, data) => {
        if (event === 'revoked') {
          controller.abort();
          setConnection('closed');
          void refetch();
          return;
        }
        if (event !== 'board') return;
        const doctor = JSON.parse(data) as BoardDoctor;
        const before = lastCalled.get(doctor._id);
        lastCalled.set(doctor._id, doctor.lastCalledAt);
        // The first event per doctor is the state on (re)connection, not a call.
        if (before !== undefined && doctor.lastCalledAt !== null && doctor.lastCalledAt !== before)
          called.current(doctor);
        dispatch(boardApi.util.updateQueryData('getBoard', token, (draft) => withDoctor(draft, doctor)));
      },
      onRefused: () => {
        setConnection('closed');
        void refetch();
      },
      onStatus: setConnection,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [dispatch, token]);

  return connection;
}
