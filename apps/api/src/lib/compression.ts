import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * How API answers are compressed, for the two ways they are sent: a body built per request is compressed by
 * @fastify/compress as it goes out (app.ts registers it with these settings), and a body cached until its data
 * changes (cached-reply.ts) is compressed once, here, and sent as is. The plugin leaves alone an answer that
 * already carries Content-Encoding, so nothing is compressed twice.
 */

/** Smaller answers are sent as they are: headers and framing would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** What we offer, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Brotli quality per request: @fastify/compress's own default, fast enough to spend on every answer. */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Brotli quality for a cached body, compressed once per change of its data: 6 brings the desk's 358 KB day list of
 * 500 appointments to about 15 KB (bench/README.md) without making the first request after a change wait long.
 */
const CACHED_BROTLI_QUALITY = 6;
const CACHED_GZIP_LEVEL = 9;

/**
 * The encoding to answer with, by the request's Accept-Encoding: the acceptable one with the highest q-value, br
 * before gzip when they tie (as the plugin chooses); `*` stands for either, `x-gzip` for gzip; none, identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** A cached body in the given encoding (the one-off compression of cached-reply.ts). */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: CACHED_GZIP_LEVEL });
}
