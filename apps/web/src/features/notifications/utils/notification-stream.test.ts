import type { Notification } from '@hospital/contract/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, runNotificationStream, SILENCE_LIMIT_MS, STABLE_CONNECTION_MS } from './notification-stream';

const URL = 'http://localhost/api/v1/notification/stream';
const NOTICE: Notification = {
  _id: '0123456789abcdef01234567',
  message: 'New callback request from Shapla Akter.',
  createdAt: '2026-01-05T04:00:00.000Z',
  link: '/attendant/callback-requests',
};

/** One server-side stream: the test writes events into it and ends it when it likes. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** Serves each connection in turn from `handlers`; the last one repeats. Records every request. */
function serve(...handlers: Array<(request: Request) => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    requests.push(request);
    const handler = handlers[Math.min(requests.length, handlers.length) - 1]!;
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

function start(overrides: Partial<Parameters<typeof runNotificationStream>[0]> = {}) {
  const controller = new AbortController();
  const delays: number[] = [];
  const options = {
    url: URL,
    getToken: () => 'token-1',
    onReady: vi.fn(),
    onNotification: vi.fn(),
    refreshSession: vi.fn(async () => undefined),
    signal: controller.signal,
    wait: vi.fn(async (ms: number) => {
      delays.push(ms);
    }),
    ...overrides,
  };
  const done = runNotificationStream(options);
  return { ...options, abort: () => controller.abort(), delays, done };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('runNotificationStream', () => {
  it('when the stream opens and a notification arrives, then ready and the notification are delivered, the token only in the header', async () => {
    const stream = openStream();
    const requests = serve(() => stream.response);
    const run = start();

    stream.send('event: ready\ndata: {}\n\n: ping\n\n');
    await vi.waitFor(() => expect(run.onReady).toHaveBeenCalledTimes(1));
    stream.send(`event: notification\ndata: ${JSON.stringify(NOTICE)}\n\n`);
    await vi.waitFor(() => expect(run.onNotification).toHaveBeenCalledWith(NOTICE));

    const [request] = requests;
    expect(request!.url).toBe(URL);
    expect(request!.headers.get('authorization')).toBe('token-1');
    expect(request!.headers.get('accept')).toBe('text/event-stream');
    run.abort();
    await run.done;
    expect(requests).toHaveLength(1);
  });

  it('when the stream keeps failing, then reconnections back off 1 s, 2 s, 4 s … up to 30 s', async () => {
    let connections = 0;
    const controller = new AbortController();
    serve(() => {
      connections += 1;
      if (connections === 8) controller.abort();
      return new Response('Service Unavailable', { status: 503 });
    });
    const run = start({ signal: controller.signal });

    await run.done;
    expect(run.delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('when a stream that lasted a minute ends, then the backoff starts again at 1 s', async () => {
    let clock = 0;
    let connections = 0;
    const controller = new AbortController();
    const streams: ReturnType<typeof openStream>[] = [];
    serve(() => {
      connections += 1;
      if (connections === 2) {
        const stream = openStream();
        streams.push(stream);
        return stream.response;
      }
      if (connections === 4) controller.abort();
      return new Response(null, { status: 502 });
    });
    const run = start({ now: () => clock, signal: controller.signal });

    await vi.waitFor(() => expect(streams).toHaveLength(1));
    clock += STABLE_CONNECTION_MS; // the token expired a minute later: the server ends the stream
    streams[0]!.end();
    await run.done;
    expect(run.delays).toEqual([1000, 1000, 2000]);
  });

  it('when the stream answers 401, then the session is refreshed and the next connection sends the new token', async () => {
    let token = 'expired-token';
    const stream = openStream();
    const requests = serve(
      () => new Response(null, { status: 401 }),
      () => stream.response,
    );
    const run = start({
      getToken: () => token,
      refreshSession: vi.fn(async () => {
        token = 'fresh-token';
      }),
    });

    stream.send('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(run.onReady).toHaveBeenCalled());
    expect(run.refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['expired-token', 'fresh-token']);
    run.abort();
    await run.done;
  });

  it('when the refresh fails and the session ends, then it stops connecting', async () => {
    let token: string | null = 'expired-token';
    const requests = serve(() => new Response(null, { status: 401 }));
    const run = start({
      getToken: () => token,
      refreshSession: vi.fn(async () => {
        token = null;
      }),
    });

    await run.done;
    expect(requests).toHaveLength(1);
  });

  it('when the connection goes silent past the limit, then it is dropped and replaced', async () => {
    vi.useFakeTimers();
    const stream = openStream();
    let connections = 0;
    const controller = new AbortController();
    serve(() => {
      connections += 1;
      if (connections === 2) controller.abort();
      return stream.response;
    });
    const run = start({ signal: controller.signal });
    stream.send('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(run.onReady).toHaveBeenCalled());

    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS);
    await run.done;
    expect(connections).toBe(2);
    expect(run.delays).toEqual([1000]);
  });
});

it('when reconnecting for the nth time, then the delay doubles from 1 s and stops at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});
