import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { findNotification, recipientsOf } from './notifications.repository.js';
import { toNotificationDto } from './notifications.service.js';
import { NOTIFICATION_CHANNEL, type NoticePayload } from './notify.js';
import { SSE_PING, sseEvent, type EventSink } from '../../platform/streams/server-sent-events.js';

export const PING_INTERVAL_MS = 25_000;
export const MAX_STREAMS_PER_USER = 5;

type HubOptions = {
  database: Database;
  log: FastifyBaseLogger;
  pingIntervalMs?: number;
  maxStreamsPerUser?: number;
};

/**
 * Pushes new notifications to this process's open bells. Each process LISTENs once on the channel that
 * `notifyDesk` NOTIFYs, and writes to its own streams only, so a notice written through any process reaches
 * every open bell (docs/architecture.md §1: no in-memory fan-out across processes). The per-user stream limit is
 * per process: enforcing it across processes would need shared state for a limit that only guards memory.
 */
export class NotificationHub {
  /** Open streams per user id, oldest first. */
  private readonly streams = new Map<string, EventSink[]>();
  private stopListening: (() => Promise<void>) | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly pingIntervalMs: number;
  private readonly maxStreamsPerUser: number;

  constructor(private readonly options: HubOptions) {
    this.pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(NOTIFICATION_CHANNEL, (payload) => {
      this.deliver(payload).catch((err: unknown) => this.options.log.warn({ err }, 'could not push a notification'));
    });
    // Comments keep proxies and load balancers from closing a quiet stream.
    this.pingTimer = setInterval(() => this.broadcast(SSE_PING), this.pingIntervalMs);
    this.pingTimer.unref();
  }

  /** Ends every open stream; called before the server closes, which would otherwise wait for them. */
  closeStreams(): void {
    const all = [...this.streams.values()].flat();
    this.streams.clear();
    for (const sink of all) sink.end();
  }

  async stop(): Promise<void> {
    clearInterval(this.pingTimer);
    this.closeStreams();
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /**
   * Adds a user's stream; past the limit the oldest one is ended (a forgotten tab gives way to a new one).
   * Returns the function that forgets the stream, to call when the client goes away.
   */
  open(userId: string, sink: EventSink): () => void {
    const list = this.streams.get(userId) ?? [];
    list.push(sink);
    this.streams.set(userId, list);
    while (list.length > this.maxStreamsPerUser) list.shift()!.end();
    return () => this.forget(userId, sink);
  }

  openStreamCount(userId: string): number {
    return this.streams.get(userId)?.length ?? 0;
  }

  private forget(userId: string, sink: EventSink): void {
    const list = this.streams.get(userId);
    if (!list) return;
    const index = list.indexOf(sink);
    if (index !== -1) list.splice(index, 1);
    if (list.length === 0) this.streams.delete(userId);
  }

  private broadcast(chunk: string): void {
    for (const list of this.streams.values()) for (const sink of list) sink.write(chunk);
  }

  private async deliver(payload: string): Promise<void> {
    if (this.streams.size === 0) return;
    const notice = parsePayload(payload);
    if (!notice) return;
    const db = this.options.database.db;
    // A notice with too many recipients for one NOTIFY carries only its id (see notify.ts).
    const recipients = notice.recipients ?? (await recipientsOf(db, notice.id));
    if (!recipients.some((userId) => this.streams.has(userId))) return;
    // NOTIFY is delivered on commit, so the row is there to read.
    const row = await findNotification(db, notice.id);
    if (!row) return;
    const chunk = sseEvent('notification', toNotificationDto(row));
    for (const userId of recipients) for (const sink of this.streams.get(userId) ?? []) sink.write(chunk);
  }
}

function parsePayload(payload: string): NoticePayload | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<NoticePayload>;
    if (typeof parsed.id !== 'string') return undefined;
    const recipients = Array.isArray(parsed.recipients)
      ? parsed.recipients.filter((r): r is string => typeof r === 'string')
      : undefined;
    return { id: parsed.id, ...(recipients ? { recipients } : {}) };
  } catch {
    return undefined;
  }
}
