import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../lib/compression.js';
import { createDoctor } from './factories.js';
import { signedIn, useTestApp } from './test-app.js';

const { ctx } = useTestApp();
let admin: { token: string };
beforeAll(async () => {
  for (let i = 0; i < 6; i++)
    await createDoctor(ctx.database, {
      fullName: `Compressible Doctor ${i}`,
      about: 'Sees patients with care. '.repeat(8),
    });
  admin = await signedIn(ctx, 'admin');
});

const decode = (encoding: string | undefined, raw: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;

// GET /doctors/manage is built per request (an admin's list): @fastify/compress compresses it on the way out.
const dynamic = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/doctors/manage', headers: { authorization: admin.token, ...headers } });
// The public list is cached: compressed once, then sent as it is.
const cached = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/doctors/consultants?limit=0', headers });

describe('compression of API JSON', () => {
  it('when a JSON answer over 1 KB is asked for with br or gzip, then it comes in that encoding and decodes to the plain answer', async () => {
    for (const send of [dynamic, cached]) {
      const plain = await send({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const res = await send({ 'accept-encoding': encoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        // Decoded once it is JSON: nothing was compressed twice.
        expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json());
      }
    }
  });

  it('when a browser sends its usual header, then brotli is chosen; when it refuses brotli, gzip; when it takes neither, the plain JSON', async () => {
    for (const send of [dynamic, cached]) {
      expect((await send({ 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
      expect((await send({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
      for (const header of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const res = await send({ 'accept-encoding': header });
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.json().success).toBe(true);
      }
    }
  });

  it('when an answer is under 1 KB, then it is sent as it is even to a client that takes brotli', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.json()).toBeTruthy();
  });

  it('when a compressed cached answer is revalidated with its ETag, then it is a 304 with no body', async () => {
    const first = await cached({ 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await cached({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});

describe('the notification stream', () => {
  it('when a client that takes brotli opens it, then events arrive uncompressed as they happen', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const attendant = await signedIn(ctx, 'attendant');
      const { port } = ctx.app.server.address() as AddressInfo;
      const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>(
        (resolve, reject) => {
          const request = http.get(
            {
              host: '127.0.0.1',
              port,
              path: '/api/v1/notification/stream',
              headers: { authorization: attendant.token, 'accept-encoding': 'gzip, deflate, br' },
            },
            (response) => {
              // The 'ready' event is a few bytes: a compressor would hold it back in its buffer.
              response.once('data', (chunk: Buffer) => {
                resolve({ headers: response.headers, firstChunk: chunk.toString() });
                request.destroy();
              });
            },
          );
          request.on('error', reject);
        },
      );
      expect(headers['content-type']).toMatch(/^text\/event-stream/);
      expect(headers['content-encoding']).toBeUndefined();
      expect(firstChunk).toContain('event: ready');
    } finally {
      ctx.app.server.closeAllConnections();
    }
  });
});

describe('negotiateEncoding', () => {
  it('when q-values rank the encodings, then the best acceptable one wins, br before gzip on a tie', () => {
    // Each Accept-Encoding (a key) chooses its value; none acceptable chooses nothing.
    const chosen: Record<string, string | undefined> = {
      'gzip, br': 'br',
      'gzip;q=1, br;q=0.5': 'gzip',
      '*': 'br',
      '*;q=0.1, br;q=0': 'gzip',
      'x-gzip': 'gzip',
      identity: undefined,
      'br;q=0': undefined,
    };
    for (const [header, encoding] of Object.entries(chosen)) expect(negotiateEncoding(header), header).toBe(encoding);
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
