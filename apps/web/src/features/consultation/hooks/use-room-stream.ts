import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ROOM_STREAM_EVENTS, type ChatMessage, type Room, type Signal } from '@hospital/contract/consultations';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { runEventStream } from '@/lib/event-stream';
import { selectToken } from '@/lib/session';
import { appendIncomingMessage } from '../api/chat';
import { roomApi } from '../api/room';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

type RoomStreamOptions = {
  appointmentId: string;
  /** The stream is open while this is true (a room that can still change). */
  enabled: boolean;
  /** Each signal from the other side, in the order sent. */
  onSignal: (signal: Signal) => void;
};

/**
 * GET /consultations/{id}/events while `enabled`: the room's state into the cached room, the chat's messages into the
 * cached chat, and the other side's call signals to `onSignal`. Signals and messages share one sequence; every
 * reconnection sends the last one seen as Last-Event-ID, so a dropped network loses none of them.
 * Answers whether the stream is open now (`ready`): a page that says hello waits for it, so it hears the answer.
 */
export function useRoomStream({ appointmentId, enabled, onSignal }: RoomStreamOptions): { ready: boolean } {
  const dispatch = useDispatch<AppThunkDispatch>();
  const store = useStore();
  const [ready, setReady] = useState(false);
  const lastEventId = useRef<number | null>(null);
  const signal = useEffectEvent(onSignal);
  const refetchRoom = useEffectEvent(() =>
    dispatch(roomApi.endpoints.getRoom.initiate(appointmentId, { subscribe: false, forceRefetch: true })),
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const seen = (id: unknown) => {
      if (typeof id === 'number' && (lastEventId.current === null || id > lastEventId.current)) {
        lastEventId.current = id;
      }
    };
    void runEventStream({
      url: `${API_BASE_URL}/consultations/${encodeURIComponent(appointmentId)}/events`,
      getToken: () => selectToken(store.getState()),
      lastEventId: () => (lastEventId.current === null ? null : String(lastEventId.current)),
      onReady: () => setReady(true),
      onStatus: (status) => {
        if (status === 'reconnecting') setReady(false);
      },
      onEvent: (event, data) => {
        const payload: unknown = JSON.parse(data);
        if (event === ROOM_STREAM_EVENTS.room) {
          dispatch(roomApi.util.upsertQueryData('getRoom', appointmentId, payload as Room));
        } else if (event === ROOM_STREAM_EVENTS.signal) {
          const incoming = payload as Signal;
          seen(incoming.id);
          signal(incoming);
        } else if (event === ROOM_STREAM_EVENTS.message) {
          const message = payload as ChatMessage;
          seen(message.seq);
          appendIncomingMessage(dispatch, appointmentId, message);
        }
      },
      refreshSession: () => refetchRoom(),
      // A 404: the room is not this account's (or no longer exists); the page's own query says so.
      onRefused: () => void refetchRoom(),
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      setReady(false);
    };
  }, [appointmentId, enabled, dispatch, store]);

  return { ready };
}
