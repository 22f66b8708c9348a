import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

/** An event as the browser reads it; `id` is its `id:` line when it had one (what Last-Event-ID sends back). */
export type ServerEvent = { event: string; data: unknown; id?: string };

/**
 * Reads a server-sent event stream as the web app does, the token in the authorization header (never in the URL).
 * app.inject() cannot read an endless response, so stream tests listen on a real port. node:http without an agent
 * rather than fetch: fetch keeps and reopens pooled sockets that would hold the server's close open for a minute.
 * `next()` waits for the next event (comments skipped); `ended()` waits for the server to end the stream.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  message.setEncoding('utf8');
  let buffer = '';
  let done = false;
  const queued: ServerEvent[] = [];
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  message.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const id = field('id');
      queued.push({
        event: field('event') ?? 'message',
        data: JSON.parse(field('data') ?? 'null'),
        ...(id ? { id } : {}),
      });
    }
    notify();
  });
  message.on('close', () => {
    done = true;
    notify();
  });

  async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  return {
    response: {
      status: message.statusCode ?? 0,
      headers: { get: (name: string) => String(message.headers[name.toLowerCase()] ?? '') || null },
    },
    async next(timeoutMs = 5000): Promise<ServerEvent> {
      await waitFor(() => queued.length > 0 || done, timeoutMs, 'an event');
      if (queued.length === 0) throw new Error('stream ended');
      return queued.shift()!;
    },
    /** The next event named `event`, skipping others. */
    async nextOf(event: string, timeoutMs = 5000): Promise<ServerEvent> {
      for (;;) {
        const got = await this.next(timeoutMs);
        if (got.event === event) return got;
      }
    },
    async ended(timeoutMs = 5000): Promise<boolean> {
      await waitFor(() => done, timeoutMs, 'the end of the stream');
      return true;
    },
    close: () => message.destroy(),
  };
}

/**
 * Listens on a free port for stream tests; answers the API's base URL and `closeAll`, to call before closing the app,
 * which ends every socket still open (a stream a test left open would otherwise hold server.close()).
 */
export async function listenForStreams(app: FastifyInstance): Promise<{ baseUrl: string; closeAll(): void }> {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`,
    closeAll() {
      app.server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * listenForStreams for a whole test file: the app (read in `beforeAll`, as useTestApp's `ctx` allows) listens before
 * the file's tests and its streams are closed after them. `baseUrl` is read inside tests.
 */
export function useStreamServer(ctx: { app: FastifyInstance }): { readonly baseUrl: string } {
  let server: { baseUrl: string; closeAll(): void } | undefined;
  beforeAll(async () => {
    server = await listenForStreams(ctx.app);
  });
  afterAll(() => server?.closeAll());
  return {
    get baseUrl() {
      if (!server) throw new Error('the stream server is read before its beforeAll has run');
      return server.baseUrl;
    },
  };
}
