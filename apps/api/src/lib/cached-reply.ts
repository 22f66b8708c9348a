import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, compressOnce, negotiateEncoding, type Encoding } from './compression.js';

/** A ready-to-send JSON body, kept until its data changes: its ETag, and each encoding once a client asked for it. */
export type CachedBody = { body: Buffer; etag: string; producedAt: number; encoded: Partial<Record<Encoding, Buffer>> };

export function cachedBody(json: string, producedAt: number): CachedBody {
  const body = Buffer.from(json);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, producedAt, encoded: {} };
}

// Browsers send one Accept-Encoding string each, over and over: it is parsed once per distinct value.
const negotiated = new Map<string, Encoding | undefined>();
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = negotiateEncoding(header);
  if (negotiated.size >= 100) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a cached body. `no-cache` + ETag lets the client revalidate with a 304 instead of downloading it again
 * (`private` for a body with personal data: only that browser may keep it); brotli or gzip when the client takes
 * them, compressed once per body, not per request.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  options: { private?: boolean } = {},
) {
  reply
    .header('cache-control', options.private ? 'private, no-cache' : 'no-cache')
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? encodingFor(request) : undefined;
  if (!encoding) return reply.send(entry.body);
  entry.encoded[encoding] ??= compressOnce(entry.body, encoding);
  return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
}
