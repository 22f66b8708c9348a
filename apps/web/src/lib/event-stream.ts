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

export type EventStreamOptions = {
  url: string;
  /**
   * Read before every connection, so a reconnection always sends the current (possibly refreshed) token; null ends
   * the stream (logged out). Absent for the streams that need no login (a waiting-room board).
   */
  getToken?: () => string | null;
  /** 'ready': the stream is open; anything sent while connecting must be fetched again. */
  onReady: () => void;
  /** Every other event, by its type, with its data (JSON text). */
  onEvent: (event: string, data: string) => void;
  /** Runs the app's normal refresh after a 401 (any call through the base query); resolves when it is done. */
  refreshSession?: () => PromiseLike<unknown>;
  /** The server refused the stream for good (a 4xx other than 401: a revoked board link); the loop ends. */
  onRefused?: (status: number) => void;
  /** The id of the last event this page has, sent as Last-Event-ID on every connection so the server resumes after it. */
  lastEventId?: () => string | null;
  /** 'open' once a connection answers, 'reconnecting' while waiting to try again. */
  onStatus?: (status: 'open' | 'reconnecting') => void;
  signal: AbortSignal;
  /** For tests: how to wait, and the clock. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
};

type ConnectionEnd =
  | { kind: 'unauthorized' }
  | { kind: 'refused'; status: number }
  | { kind: 'ended'; lastedMs: number }
  | { kind: 'failed' };

/**
 * Keeps a server-sent event stream open until `signal` aborts, the session ends (no token) or the server refuses it,
 * read with fetch (docs/decisions/0006): EventSource cannot send the authorization header, and a token in the URL
 * would end up in logs. Every end is followed by a reconnection after the backoff delay.
 */
export async function runEventStream(options: EventStreamOptions): Promise<void> {
  const { getToken, refreshSession, signal, wait = abortableWait, now = Date.now } = options;
  let failures = 0;
  while (!signal.aborted) {
    const token = getToken ? getToken() : undefined;
    if (token === null) return;
    const end = await connectOnce(options, token, now);
    if (signal.aborted) return;
    if (end.kind === 'refused') {
      options.onRefused?.(end.status);
      return;
    }
    options.onStatus?.('reconnecting');
    if (end.kind === 'unauthorized') {
      // The stream itself cannot refresh; a call through the base query does, and the loop then reads the new token.
      if (refreshSession) await Promise.resolve(refreshSession()).catch(() => undefined);
    } else if (end.kind === 'ended' && end.lastedMs >= STABLE_CONNECTION_MS) {
      failures = 0;
    }
    await wait(reconnectDelay(failures), signal);
    failures += 1;
  }
}

async function connectOnce(
  options: EventStreamOptions,
  token: string | undefined,
  now: () => number,
): Promise<ConnectionEnd> {
  const { url, onReady, onEvent, signal } = options;
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
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token !== undefined) headers.authorization = token;
    const lastEventId = options.lastEventId?.();
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const request = new Request(url, { headers, credentials: 'include', cache: 'no-store', signal: connection.signal });
    const response = await fetch(request);
    if (response.status === 401 && token !== undefined) return { kind: 'unauthorized' };
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      return { kind: 'refused', status: response.status };
    }
    const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (!response.ok || !response.body || !isEventStream) return { kind: 'failed' };
    options.onStatus?.('open');

    const parser = createSseParser(({ event, data }) => {
      if (event === 'ready') onReady();
      else onEvent(event, data);
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
