import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { readToken } from '../../plugins/authentication.js';
import { SESSION_CHECK_MS } from '../auth/session-liveness.js';
import { acceptsEventStream, responseSink, SSE_HEADERS, sseEvent, type EventSink } from './server-sent-events.js';

export const NOT_AN_EVENT_STREAM_CLIENT = 'This address sends server-sent events: accept text/event-stream.';

/** A client that cannot take an event stream gets a 406 envelope at once instead of a response that never ends. */
export function assertEventStreamClient(request: FastifyRequest): void {
  if (!acceptsEventStream(request.headers.accept)) throw new AppError(406, NOT_AN_EVENT_STREAM_CLIENT);
}

/**
 * Turns the reply into an event stream that `attach` feeds (it answers the function that stops feeding it), starting
 * with `ready`. The stream ends after `maxAgeMs`, when the client goes away, or when `end` is called.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    maxAgeMs: number;
    attach(sink: EventSink): () => void;
    watch?: { everyMs: number; stillAllowed(): Promise<boolean> };
  },
): void {
  reply.hijack();
  const raw = reply.raw;
  // Hijacking skips the onSend hooks, so the security headers already set on the reply are copied over.
  raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...SSE_HEADERS });
  const sink = responseSink(raw);
  sink.write(sseEvent('ready', {}));
  const forget = options.attach(sink);
  const expiry = setTimeout(() => sink.end(), Math.max(0, options.maxAgeMs));
  expiry.unref();
  const watch = options.watch
    ? setInterval(() => {
        options.watch!.stillAllowed().then(
          (allowed) => allowed || sink.end(),
          () => sink.end(),
        );
      }, options.watch.everyMs)
    : undefined;
  watch?.unref();
  const cleanUp = () => {
    clearTimeout(expiry);
    clearInterval(watch);
    forget();
  };
  raw.once('close', cleanUp);
  // A client that left while the stream was being prepared has no 'close' left to emit.
  if (request.raw.socket.destroyed) cleanUp();
}

/**
 * An event stream for a signed-in caller (docs/decisions/0006): it ends when the access token expires (the client
 * reconnects with a refreshed one) and within seconds of the session ending (logout elsewhere, a password reset), so
 * a logged-out or demoted account stops receiving.
 */
export async function openUserEventStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  attach: (sink: EventSink) => () => void,
): Promise<void> {
  assertEventStreamClient(request);
  // The authentication hook has verified the token; its expiry bounds how long the stream may live.
  const claims = await ctx.tokens.verify(readToken(request.headers.authorization) ?? '');
  const sid = claims?.sid ?? '';
  openEventStream(request, reply, {
    maxAgeMs: claims?.exp ? claims.exp * 1000 - Date.now() : 0,
    attach,
    watch: { everyMs: SESSION_CHECK_MS, stillAllowed: () => ctx.sessions.isLive(sid) },
  });
}
