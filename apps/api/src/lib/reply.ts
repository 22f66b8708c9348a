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

/** Sends a report as a CSV download saved under `fileName`; a report is private, so no cache keeps it. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
