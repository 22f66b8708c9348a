import type { FastifyReply } from 'fastify';

/** What a route handler answers: the message and data of its success envelope; the route adds the status. */
export type Answer<T> = { message: string; data: T };

export function ok<T>(message: string, data: T): Answer<T> {
  return { message, data };
}

/** The success envelope of docs/architecture.md §2. */
export function successBody<T>({ message, data }: Answer<T>, statusCode = 200) {
  return { success: true as const, statusCode, message, data };
}

/** Sends what is not an envelope (an image, a document, a file) as `type`, kept by caches as `cacheControl` says. */
export function sendBody(reply: FastifyReply, type: string, cacheControl: string, body: string | Buffer): FastifyReply {
  return reply.type(type).header('cache-control', cacheControl).send(body);
}

/** Sends a report as a CSV download saved under `fileName`; a report is private, so no cache keeps it. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return sendBody(reply, 'text/csv; charset=utf-8', 'private, no-store', csv);
}
