import type { Database } from '../../db/client.js';
import { SSE_PING, type EventSink } from './server-sent-events.js';

const PING_INTERVAL_MS = 25_000;

/** What every stream a hub holds has: whose it is, and where it writes. */
export type HubStream = {
  /** The stream's owner (a user id, or a board link id): streams past `maxPerOwner` end, oldest first. */
  owner: string;
  sink: EventSink;
};

/**
 * What the hubs of the live views share (the visit-day queue's, docs/decisions/0020): the process LISTENs once on
 * the hub's channels, which changes NOTIFY in their own transactions (docs/architecture.md §1: no in-memory fan-out
 * across processes), and writes to its own open streams only. A comment every 25 seconds keeps proxies and load
 * balancers from closing a quiet stream. The reads a NOTIFY asks for are folded: NOTIFYs that arrive while the same
 * read runs make it run once more, so a burst costs two reads, not one each.
 */
export abstract class StreamHub<Stream extends HubStream> {
  protected readonly listeners = new Set<Stream>();
  private readonly reading = new Map<string, { again: boolean }>();
  private readonly stops: Array<() => Promise<void>> = [];
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(private readonly database: Database) {}

  /** The channels the hub LISTENs on, each with what it does with a NOTIFY's payload. */
  protected abstract channels(): Record<string, (payload: string) => void>;

  async start(): Promise<void> {
    for (const [channel, onNotify] of Object.entries(this.channels()))
      this.stops.push(await this.database.listen(channel, onNotify));
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
  subscribe(listener: Stream, maxPerOwner: number): () => void {
    this.listeners.add(listener);
    const own = [...this.listeners].filter((l) => l.owner === listener.owner);
    for (const old of own.slice(0, Math.max(0, own.length - maxPerOwner))) {
      this.listeners.delete(old);
      old.sink.end();
    }
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `read` for `key`, or, when that read is running already, has it run once more when it ends. `read` handles
   * its own failures (it logs them): one failed push must not stop the next.
   */
  protected readFolded(key: string, read: () => Promise<void>): void {
    const running = this.reading.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.reading.set(key, state);
    const readUntilQuiet = async () => {
      do {
        state.again = false;
        await read();
      } while (state.again);
    };
    void readUntilQuiet().finally(() => this.reading.delete(key));
  }
}

/**
 * A module's live streams over its one hub (built once in app.ts): started with the app, their streams ended before
 * the server closes, stopped with it.
 */
export abstract class HubStreams<Hub extends StreamHub<HubStream>> {
  constructor(protected readonly hub: Hub) {}

  start(): Promise<void> {
    return this.hub.start();
  }

  /** Open streams would keep server.close() waiting: they are ended first, the listening stops last. */
  closeStreams(): void {
    this.hub.closeStreams();
  }

  stop(): Promise<void> {
    return this.hub.stop();
  }
}
