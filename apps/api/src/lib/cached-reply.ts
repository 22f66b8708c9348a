import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../modules/doctors/doctor-directory.js';

// Compressed once per cached body, on first demand: phones on slow links download a fifth of the JSON.
const compressed = new WeakMap<CachedBody, { br?: Buffer; gzip?: Buffer }>();
const MIN_COMPRESS_BYTES = 1024;

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function encoded(entry: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  const variants = compressed.get(entry) ?? {};
  compressed.set(entry, variants);
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(entry.body, { level: 9 });
  return variants[encoding];
}

/**
 * Sends a pre-serialised public body. `no-cache` + ETag lets a phone revalidate with a 304 instead of
 * downloading the list again; brotli or gzip when the client takes it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('cache-control', 'no-cache').header('etag', entry.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? encodingFor(request) : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
}
