import type { Notification } from '@hospital/contract/notifications';
import { createSseParser } from './sse-parser';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
// The server pings every 25 s; this long without a byte means a dead connection (a proxy or a sleeping laptop
// dropped it without closing), so it is abandoned and replaced.
export const SILENCE_LIMIT_MS = 60_000;
// Only a connection that lasted this long resets the backoff. A stream that keeps ending soon after it opens
// (evicted by the same user's 6th tab, or a server that keeps restarting) backs off instead of hammering.
export const STABLE_CONNECTION_MS = 60_000;

/** 1 s, 2 s, 4 s … at most 30 s, for the `failures`-th reconnection in a row (0-based). */
export function reconnectDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS);
}

export type NotificationStreamOptions = {
  url: string;
  /** Read before every connection, so a reconnection always sends the current (possibly refreshed) token. */
  getToken: () => string | null;
  /** 'ready': the stream is open; anything sent while connecting must be fetched again. */
  onReady: () => void;
  onNotification: (notification: Notification) => void;
  /** Runs the app's normal refresh after a 401 (any call through the base query); resolves when it is done. */
  refreshSession: () => PromiseLike<unknown>;
  signal: AbortSignal;
  /** For tests: how to wait, and the clock. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
};

type ConnectionEnd = { kind: 'unauthorized' } | { kind: 'ended'; lastedMs: number } | { kind: 'failed' };

/**
 * Keeps the live notification stream (GET /notification/stream) open until `signal` aborts or the session ends
 * (no token). The server ends a stream when the token expires, when the same user opens a 6th one, or when it
 * restarts; every end is followed by a reconnection after the backoff delay.
 */
export async function runNotificationStream(options: NotificationStreamOptions): Promise<void> {
  const { getToken, refreshSession, signal, wait = abortableWait, now = Date.now } = options;
  let failures = 0;
  while (!signal.aborted) {
    const token = getToken();
    if (token === null) return;
    const end = await connectOnce(options, token, now);
    if (signal.aborted) return;
    if (end.kind === 'unauthorized') {
      // The stream itself cannot refresh; a call through the base query does, and the loop then reads the new token.
      await Promise.resolve(refreshSession()).catch(() => undefined);
    } else if (end.kind === 'ended' && end.lastedMs >= STABLE_CONNECTION_MS) {
      failures = 0;
    }
    await wait(reconnectDelay(failures), signal);
    failures += 1;
  }
}

async function connectOnce(options: NotificationStreamOptions, token: string, now: () => number): Promise<ConnectionEnd> {
  const { url, onReady, onNotification, signal } = options;
  const connection = new AbortController();
  const abortConnection = () => connection.abort();
  signal.addEventListener('abort', abortConnection);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const resetSilence = () => {
    clearTimeout(silence);
    silence = setTimeout(abortConnection, SILENCE_LIMIT_MS);
  };
  const openedAt = now();

  try {
    resetSilence();
    // The raw token in the header, as every other call sends it (docs/product-spec.md §7); never in the URL.
    const request = new Request(url, {
      headers: { authorization: token, accept: 'text/event-stream' },
      credentials: 'include',
      cache: 'no-store',
      signal: connection.signal,
    });
    const response = await fetch(request);
    if (response.status === 401) return { kind: 'unauthorized' };
    const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (!response.ok || !response.body || !isEventStream) return { kind: 'failed' };

    const parser = createSseParser(({ event, data }) => {
      if (event === 'ready') onReady();
      else if (event === 'notification') onNotification(JSON.parse(data) as Notification);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // Ending the read explicitly on abort (logout, silence): not every fetch implementation errors a body in flight.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      resetSilence();
      parser.push(value);
    }
    return { kind: 'ended', lastedMs: now() - openedAt };
  } catch {
    // Network errors, the silence limit and unreadable events all mean: start over with a fresh connection.
    return { kind: 'failed' };
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abortConnection);
    connection.abort();
  }
}

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
