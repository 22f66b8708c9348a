import type { ServerResponse } from 'node:http';

/** Where the hub writes one client's events; a small surface so the hub is tested without sockets. */
export type EventSink = {
  write(chunk: string): void;
  end(): void;
};

// A client that reads nothing while this much is queued is dropped rather than held in memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx and similar proxies would otherwise hold events back until a buffer fills.
  'x-accel-buffering': 'no',
  // A stream ends only when it is evicted, expires or the server stops; its socket goes with it rather than
  // lingering as a keep-alive connection that server.close() would wait on.
  connection: 'close',
} as const;

/** True unless the client's Accept header rules event streams out (no header means anything goes). */
export function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .some((part) => ['text/event-stream', 'text/*', '*/*'].includes(part.split(';')[0]!.trim().toLowerCase()));
}

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SSE_PING = ': ping\n\n';

export function responseSink(raw: ServerResponse): EventSink {
  return {
    write(chunk) {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(chunk);
      if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
