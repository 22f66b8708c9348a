import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { QUEUE_CHANNEL, ROOM_CHANNEL, type QueueChange } from '../../platform/changes/changes.repository.js';
import { StreamHub, type HubStream } from '../../platform/streams/stream-hub.js';

/** One open room stream: which room, whose, and how it catches up when the room has something new. */
export type RoomListener = HubStream & {
  appointmentId: string;
  /** The room's doctor and date: a move of that doctor's queue that day may move the room's "now serving". */
  doctorId: string;
  date: string;
  /** Writes what is new for this stream (the room if it moved, the other side's signals, messages). */
  catchUp(): Promise<void>;
};

/**
 * Pushes what is new in a consultation room to this process's open room streams (docs/decisions/0027, a StreamHub):
 * on `consultation_events`, whose payload is a room's id only, each local stream of that room reads what is new
 * since its last event; a burst of ICE candidates is folded into two reads. Moves of the visit-day queue (on
 * `queue_changed`) make the streams of that doctor's day look at their room again.
 */
export class RoomHub extends StreamHub<RoomListener> {
  constructor(private readonly options: { database: Database; log: FastifyBaseLogger }) {
    super(options.database);
  }

  protected channels() {
    return {
      [ROOM_CHANNEL]: (payload: string) => this.changed(payload),
      [QUEUE_CHANNEL]: (payload: string) => this.queueMoved(payload),
    };
  }

  /** Adds a stream and has it catch up once at once (what was written between its first read and now). */
  override subscribe(listener: RoomListener, maxPerOwner: number): () => void {
    const forget = super.subscribe(listener, maxPerOwner);
    this.changed(listener.appointmentId);
    return forget;
  }

  /** How many streams this process holds on a room (tests and metrics). */
  streamsOf(appointmentId: string): number {
    return this.streamsOfRoom(appointmentId).length;
  }

  private streamsOfRoom(appointmentId: string): RoomListener[] {
    return [...this.listeners].filter((l) => l.appointmentId === appointmentId);
  }

  private changed(appointmentId: string): void {
    if (this.streamsOfRoom(appointmentId).length === 0) return;
    this.readFolded(appointmentId, () =>
      Promise.all(
        this.streamsOfRoom(appointmentId).map((listener) =>
          listener.catchUp().catch((err: unknown) => this.options.log.warn({ err }, 'could not push a room event')),
        ),
      ).then(() => undefined),
    );
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
}
