import { ROOM_STREAM_EVENTS, type Signal, type SignalBody } from '@hospital/contract/consultations';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { Feed } from '../../platform/streams/event-stream.js';
import { sseEvent } from '../../platform/streams/server-sent-events.js';
import { MESSAGES_PAGE, messagesAfter } from './chat.repository.js';
import { toChatMessage } from './chat.dto.js';
import { lastEventSeq, signalsAfter } from './consultations.repository.js';
import { roomOf } from './consultations.service.js';
import { RoomHub } from './room-hub.js';
import { roomAccessOf } from './room-access.js';

// A few tabs per person; a room has two people.
const STREAMS_PER_USER = 5;
/** A signal older than this is of no use to a browser that reconnects: it has renegotiated (`hello`) meanwhile. */
export const SIGNAL_REPLAY_SECONDS = 120;

/** An event with its id, so a browser that reconnects sends it back as Last-Event-ID. */
const sseEventWithId = (id: number, event: string, data: unknown) => `id: ${id}\n${sseEvent(event, data)}`;

/**
 * The consultation rooms' event streams (docs/decisions/0027): each participant's stream carries the room (on
 * connect and whenever it moves), the other side's call signals and the chat, resuming after Last-Event-ID. One hub
 * per process; built once in app.ts, started with the app and stopped with it.
 */
export class ConsultationStreams {
  readonly hub: RoomHub;

  constructor(private readonly ctx: AppContext) {
    this.hub = new RoomHub({ database: ctx.database, log: ctx.log });
  }

  start(): Promise<void> {
    return this.hub.start();
  }

  closeStreams(): void {
    this.hub.closeStreams();
  }

  stop(): Promise<void> {
    return this.hub.stop();
  }

  /**
   * A participant's stream of a room; anyone else gets the room's 404 before anything is opened. With `lastEventId`
   * (a reconnect) the signals and messages after it are sent first (signals only while still useful); a fresh
   * stream starts after the room's last event (the chat's history is read with GET .../messages).
   */
  async roomFeed(caller: AuthUser, appointmentId: string, lastEventId: number | undefined): Promise<Feed> {
    const { ctx } = this;
    const access = await roomAccessOf(ctx, caller, appointmentId);
    const first = await roomOf(ctx, access);
    const start = lastEventId ?? (await lastEventSeq(ctx.db, appointmentId));
    const other = access.role === 'patient' ? 'doctor' : 'patient';
    // Signals and messages are read with a cursor each: the stream's id is the last event written, whichever kind.
    let signalCursor = start;
    let messageCursor = start;
    let lastRoom = JSON.stringify(first);
    return (sink) => {
      sink.write(sseEvent(ROOM_STREAM_EVENTS.room, first));
      const catchUp = async () => {
        const [room, signals, messages] = await Promise.all([
          roomOf(ctx, access),
          signalsAfter(ctx.db, appointmentId, other, signalCursor, SIGNAL_REPLAY_SECONDS),
          messagesAfter(ctx.db, appointmentId, messageCursor),
        ]);
        const json = JSON.stringify(room);
        if (json !== lastRoom) {
          lastRoom = json;
          sink.write(sseEvent(ROOM_STREAM_EVENTS.room, room));
        }
        const events = [
          ...signals.map((row) => {
            const signal: Signal = { ...(JSON.parse(row.body) as SignalBody), id: row.id, from: row.from_role };
            return { id: row.id, text: sseEventWithId(row.id, ROOM_STREAM_EVENTS.signal, signal) };
          }),
          ...messages.map((row) => ({
            id: row.seq,
            text: sseEventWithId(row.seq, ROOM_STREAM_EVENTS.message, toChatMessage(row)),
          })),
        ].sort((a, b) => a.id - b.id);
        for (const event of events) sink.write(event.text);
        if (signals.length > 0) signalCursor = signals[signals.length - 1]!.id;
        if (messages.length > 0) messageCursor = messages[messages.length - 1]!.seq;
        // A long absence (a reconnect after many messages): the next page at once, not at the room's next event.
        if (messages.length === MESSAGES_PAGE) await catchUp();
      };
      return this.hub.subscribe(
        {
          appointmentId,
          doctorId: access.doctorId,
          date: access.date,
          owner: `user:${caller.id}`,
          sink,
          catchUp,
        },
        STREAMS_PER_USER,
      );
    };
  }
}
