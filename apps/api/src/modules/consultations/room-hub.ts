import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { QUEUE_CHANNEL, ROOM_CHANNEL, type QueueChange } from '../../platform/changes/changes.repository.js';
import { SSE_PING, type EventSink } from '../../platform/streams/server-sent-events.js';

const PING_INTERVAL_MS = 25_000;

/** One open room stream: which room, whose, and how it catches up when the room has something new. */
export type RoomListener = {
  appointmentId: string;
  /** The room's doctor and date: a move of that doctor's queue that day may move the room's "now serving". */
  doctorId: string;
  date: string;
  /** The stream's owner (a user id): streams past `maxPerOwner` end, oldest first. */
  owner: string;
  sink: EventSink;
  /** Writes what is new for this stream (the room if it moved, the other side's signals, messages). */
  catchUp(): Promise<void>;
};

/**
 * Pushes what is new in a consultation room to this process's open room streams (docs/decisions/0027, built like
 * QueueHub): the process LISTENs once on `consultation_events`, whose payload is a room's id only; on a NOTIFY for a
 * room with local streams each of them reads what is new since its last event. NOTIFYs that arrive while a room is
 * being read are folded into one more read, so a burst of ICE candidates costs two reads, not one each. Moves of the
 * visit-day queue (on `queue_changed`) make the streams of that doctor's day look at their room again.
 */
export class RoomHub {
  private readonly listeners = new Set<RoomListener>();
  private readonly reading = new Map<string, { again: boolean }>();
  private readonly stops: Array<() => Promise<void>> = [];
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: { database: Database; log: FastifyBaseLogger }) {}

  async start(): Promise<void> {
    this.stops.push(await this.options.database.listen(ROOM_CHANNEL, (payload) => this.changed(payload)));
    this.stops.push(await this.options.database.listen(QUEUE_CHANNEL, (payload) => this.queueMoved(payload)));
    this.pingTimer = setInterval(() => {
      for (const listener of this.listeners) listener.sink.write(SSE_PING);
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /** Ends every open stream; called before the server closes, which would otherwise wait for them. */
  closeStreams(): void {
    const all = [...this.listeners];
    this.listeners.clear();
    for (const listener of all) listener.sink.end();
  }

  async stop(): Promise<void> {
    clearInterval(this.pingTimer);
    this.closeStreams();
    for (const stop of this.stops.splice(0)) await stop();
  }

  /**
   * Adds a stream and has it catch up once at once (what was written between its first read and now); past
   * `maxPerOwner` the owner's oldest ends. Returns the function that forgets it.
   */
  subscribe(listener: RoomListener, maxPerOwner: number): () => void {
    this.listeners.add(listener);
    const own = [...this.listeners].filter((l) => l.owner === listener.owner);
    for (const old of own.slice(0, Math.max(0, own.length - maxPerOwner))) {
      this.listeners.delete(old);
      old.sink.end();
    }
    this.changed(listener.appointmentId);
    return () => this.listeners.delete(listener);
  }

  /** How many streams this process holds on a room (tests and metrics). */
  streamsOf(appointmentId: string): number {
    return [...this.listeners].filter((l) => l.appointmentId === appointmentId).length;
  }

  private changed(appointmentId: string): void {
    if (![...this.listeners].some((l) => l.appointmentId === appointmentId)) return;
    const running = this.reading.get(appointmentId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.reading.set(appointmentId, state);
    void this.readAndDeliver(appointmentId, state).finally(() => this.reading.delete(appointmentId));
  }

  private queueMoved(payload: string): void {
    let change: Partial<QueueChange>;
    try {
      change = JSON.parse(payload) as Partial<QueueChange>;
    } catch {
      return;
    }
    const rooms = new Set(
      [...this.listeners]
        .filter((l) => l.doctorId === change.doctorId && l.date === change.date)
        .map((l) => l.appointmentId),
    );
    for (const room of rooms) this.changed(room);
  }

  private async readAndDeliver(appointmentId: string, state: { again: boolean }): Promise<void> {
    do {
      state.again = false;
      const streams = [...this.listeners].filter((l) => l.appointmentId === appointmentId);
      await Promise.all(
        streams.map((listener) =>
          listener.catchUp().catch((err: unknown) => this.options.log.warn({ err }, 'could not push a room event')),
        ),
      );
    } while (state.again);
  }
}
