import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { StreamCaps, StreamClass } from './stream-caps.js';
import { acceptsEventStream, responseSink, SSE_HEADERS, sseEvent, type EventSink } from './server-sent-events.js';

/** What an open stream is fed by: it starts writing to the sink and answers the function that stops it. */
export type Feed = (sink: EventSink) => () => void;

/** What a streaming route answers, for the document: a text/event-stream that does not end on its own. */
export const EVENT_STREAM_RESPONSE = {
  200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
};

export const NOT_AN_EVENT_STREAM_CLIENT = 'This address sends server-sent events: accept text/event-stream.';

/** A client that cannot take an event stream gets a 406 envelope at once instead of a response that never ends. */
export function assertEventStreamClient(request: FastifyRequest): void {
  if (!acceptsEventStream(request.headers.accept)) throw new AppError(406, NOT_AN_EVENT_STREAM_CLIENT);
}

/**
 * Turns the reply into an event stream that `attach` feeds (it answers the function that stops feeding it), starting
 * with `ready`. The stream ends after `maxAgeMs`, when the client goes away, or when `end` is called. It takes a place
 * in its class (`caps`, `kind`) first: a full class is a 503 envelope, before anything is written.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    maxAgeMs: number;
    attach: Feed;
    caps: StreamCaps;
    kind: StreamClass;
    watch?: { everyMs: number; stillAllowed(): Promise<boolean> };
  },
): void {
  const release = options.caps.admit(options.kind);
  reply.hijack();
  const raw = reply.raw;
  // The place is given back when the response closes, whatever happens while the stream is set up.
  raw.once('close', release);
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
    release();
  };
  raw.once('close', cleanUp);
  // A client that left while the stream was being prepared has no 'close' left to emit.
  if (request.raw.socket.destroyed) cleanUp();
}
