import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { SSE_PING, type EventSink } from '../../platform/streams/server-sent-events.js';
import type { QueueState } from './queue-state.js';
import { QUEUE_CHANNEL, type QueueChange } from '../../platform/changes/changes.repository.js';

export const BOARD_REVOKED_CHANNEL = 'board_revoked';
const PING_INTERVAL_MS = 25_000;

/** One open stream: which doctors' days it wants, and what it writes when one of them moves. */
export type QueueListener = {
  /** The stream's owner (a user id, or a board link id): streams past `maxPerOwner` end, oldest first. */
  owner: string;
  doctors: ReadonlySet<string> | 'all';
  /** Only this date (the board and the patient follow today); any date when absent (the desk). */
  date?: () => string;
  sink: EventSink;
  deliver(state: QueueState): void;
};

/**
 * Pushes queue changes to this process's open streams (docs/decisions/0020, built like the bell's hub of 0006): every
 * process LISTENs once on `queue_changed`, which each change NOTIFYs in its own transaction, reads the doctor's day
 * once per change and hands the state to each interested stream, which writes its own view of it (the desk's, the
 * board's, a patient's). Changes that arrive while a read is running are folded into one more read, so a burst of
 * calls costs two reads, not one per call. Board links revoked in any process end their streams here.
 */
export class QueueHub {
  private readonly listeners = new Set<QueueListener>();
  private readonly reading = new Map<string, { again: boolean }>();
  private readonly stops: Array<() => Promise<void>> = [];
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      database: Database;
      log: FastifyBaseLogger;
      load(change: QueueChange): Promise<QueueState>;
      /** Called with a revoked board link's id in every process. */
      onRevoked(boardId: string): void;
    },
  ) {}

  async start(): Promise<void> {
    this.stops.push(await this.options.database.listen(QUEUE_CHANNEL, (payload) => this.changed(payload)));
    this.stops.push(
      await this.options.database.listen(BOARD_REVOKED_CHANNEL, (payload) => this.options.onRevoked(payload)),
    );
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

  /** Adds a stream; past `maxPerOwner` the owner's oldest ends. Returns the function that forgets it. */
  subscribe(listener: QueueListener, maxPerOwner: number): () => void {
    this.listeners.add(listener);
    const own = [...this.listeners].filter((l) => l.owner === listener.owner);
    for (const old of own.slice(0, Math.max(0, own.length - maxPerOwner))) {
      this.listeners.delete(old);
      old.sink.end();
    }
    return () => this.listeners.delete(listener);
  }

  /** Ends the streams of one owner (a revoked board link) after writing `farewell` to them. */
  endOwner(owner: string, farewell: string): void {
    for (const listener of [...this.listeners]) {
      if (listener.owner !== owner) continue;
      this.listeners.delete(listener);
      listener.sink.write(farewell);
      listener.sink.end();
    }
  }

  private interested(change: QueueChange): QueueListener[] {
    return [...this.listeners].filter(
      (l) => (l.doctors === 'all' || l.doctors.has(change.doctorId)) && (!l.date || l.date() === change.date),
    );
  }

  private changed(payload: string): void {
    const change = parseChange(payload);
    if (!change || this.interested(change).length === 0) return;
    const key = `${change.doctorId}|${change.date}`;
    const running = this.reading.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.reading.set(key, state);
    void this.readAndDeliver(change, state).finally(() => this.reading.delete(key));
  }

  private async readAndDeliver(change: QueueChange, state: { again: boolean }): Promise<void> {
    do {
      state.again = false;
      try {
        const queue = await this.options.load(change);
        for (const listener of this.interested(change)) listener.deliver(queue);
      } catch (err) {
        this.options.log.warn({ err }, 'could not push a queue change');
      }
    } while (state.again);
  }
}

function parseChange(payload: string): QueueChange | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<QueueChange>;
    return typeof parsed.doctorId === 'string' && typeof parsed.date === 'string'
      ? { doctorId: parsed.doctorId, date: parsed.date }
      : undefined;
  } catch {
    return undefined;
  }
}
