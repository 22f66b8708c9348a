import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { StreamHub, type HubStream } from '../../platform/streams/stream-hub.js';
import type { QueueState } from './queue-state.js';
import { QUEUE_CHANNEL, type QueueChange } from '../../platform/changes/changes.repository.js';

export const BOARD_REVOKED_CHANNEL = 'board_revoked';

/** One open stream: which doctors' days it wants, and what it writes when one of them moves. */
export type QueueListener = HubStream & {
  doctors: ReadonlySet<string> | 'all';
  /** Only this date (the board and the patient follow today); any date when absent (the desk). */
  date?: () => string;
  deliver(state: QueueState): void;
};

/**
 * Pushes queue changes to this process's open streams (docs/decisions/0020, a StreamHub): on `queue_changed` it reads
 * the doctor's day once per change and hands the state to each interested stream, which writes its own view of it
 * (the desk's, the board's, a patient's). Board links revoked in any process (`board_revoked`) end their streams here.
 */
export class QueueHub extends StreamHub<QueueListener> {
  constructor(
    private readonly options: {
      database: Database;
      log: FastifyBaseLogger;
      load(change: QueueChange): Promise<QueueState>;
      /** Called with a revoked board link's id in every process. */
      onRevoked(boardId: string): void;
    },
  ) {
    super(options.database);
  }

  protected channels() {
    return {
      [QUEUE_CHANNEL]: (payload: string) => this.changed(payload),
      [BOARD_REVOKED_CHANNEL]: (payload: string) => this.options.onRevoked(payload),
    };
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
    this.readFolded(`${change.doctorId}|${change.date}`, () => this.readAndDeliver(change));
  }

  private async readAndDeliver(change: QueueChange): Promise<void> {
    try {
      const queue = await this.options.load(change);
      for (const listener of this.interested(change)) listener.deliver(queue);
    } catch (err) {
      this.options.log.warn({ err }, 'could not push a queue change');
    }
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
