import { ROOM_STREAM_EVENTS, type Signal, type SignalBody } from '@hospital/contract/consultations';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { Feed } from '../../platform/streams/event-stream.js';
import { sseEvent } from '../../platform/streams/server-sent-events.js';
import { HubStreams } from '../../platform/streams/stream-hub.js';
import { MESSAGES_PAGE, messagesIn } from './chat.repository.js';
import { toChatMessage } from './chat.dto.js';
import { roomEventsNow, SIGNALS_PAGE, signalsIn } from './consultations.repository.js';
import { roomOf } from './consultations.service.js';
import { DeliveredEvents, LOOK_BACK_SECONDS } from './delivered-events.js';
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
export class ConsultationStreams extends HubStreams<RoomHub> {
  constructor(private readonly ctx: AppContext) {
    super(new RoomHub({ database: ctx.database, log: ctx.log }));
  }

  /**
   * A participant's stream of a room; anyone else gets the room's 404 before anything is opened. With `lastEventId`
   * (a reconnect) the signals and messages after it are sent first (signals only while still useful); a fresh
   * stream starts after the room's last event (the chat's history is read with GET .../messages). Signals and
   * messages share one sequence, and a post that took a lower number can commit after a higher one was sent: each
   * read also takes the last LOOK_BACK_SECONDS' events below the highest sent that this stream has not sent.
   */
  async roomFeed(caller: AuthUser, appointmentId: string, lastEventId: number | undefined): Promise<Feed> {
    const { ctx } = this;
    const access = await roomAccessOf(ctx, caller, appointmentId);
    const first = await roomOf(ctx, access);
    const now = await roomEventsNow(ctx.db, appointmentId, LOOK_BACK_SECONDS);
    // What is already there counts as delivered: a fresh stream replays nothing, a reconnect no signal it had (the
    // browser cannot take an offer twice). A reconnect gets the look-back window's messages again (the chat keeps one
    // of each), so a message that committed late while the browser was away still reaches it.
    const delivered =
      lastEventId === undefined
        ? new DeliveredEvents(now.last, [...now.signals, ...now.messages])
        : new DeliveredEvents(lastEventId, now.signals);
    const other = access.role === 'patient' ? 'doctor' : 'patient';
    let lastRoom = JSON.stringify(first);
    return (sink) => {
      sink.write(sseEvent(ROOM_STREAM_EVENTS.room, first));
      const catchUp = async () => {
        const window = delivered.window();
        const [room, signals, messages] = await Promise.all([
          roomOf(ctx, access),
          signalsIn(ctx.db, appointmentId, other, window, SIGNAL_REPLAY_SECONDS),
          messagesIn(ctx.db, appointmentId, window),
        ]);
        const json = JSON.stringify(room);
        if (json !== lastRoom) {
          lastRoom = json;
          sink.write(sseEvent(ROOM_STREAM_EVENTS.room, room));
        }
        const events = [
          ...signals.map((row) => ({
            id: row.id,
            event: ROOM_STREAM_EVENTS.signal,
            data: (): Signal => ({ ...(JSON.parse(row.body) as SignalBody), id: row.id, from: row.from_role }),
          })),
          ...messages.map((row) => ({
            id: row.seq,
            event: ROOM_STREAM_EVENTS.message,
            data: () => toChatMessage(row),
          })),
        ].sort((a, b) => a.id - b.id);
        // Written in number order, each under the highest number delivered so far: an event that committed late
        // (below one already sent) keeps the stream's Last-Event-ID where it was.
        // A full page of one kind ends where that page ends: the other kind's later events wait for the next read, or
        // the stream's id would pass the events of the first kind not read yet.
        const upTo = Math.min(
          messages.length === MESSAGES_PAGE ? messages[messages.length - 1]!.seq : Infinity,
          signals.length === SIGNALS_PAGE ? signals[signals.length - 1]!.id : Infinity,
        );
        for (const event of events) {
          if (event.id > upTo) break;
          if (delivered.deliver(event.id)) sink.write(sseEventWithId(delivered.last, event.event, event.data()));
        }
        // A long absence (a reconnect after many messages): the next page at once, not at the room's next event.
        if (upTo !== Infinity) await catchUp();
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
