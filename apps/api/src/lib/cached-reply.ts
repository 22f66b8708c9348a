import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../modules/doctors/doctor-directory.js';

/**
 * Sends a pre-serialised public body. `no-cache` + ETag lets a phone on a slow link revalidate with a
 * 304 instead of downloading the list again.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('cache-control', 'no-cache').header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
