import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './errors.js';

const NOT_FOUND = 'This route does not exist.';

/**
 * Serves the built single-page app from the same origin as the API (ARCHITECTURE §1): hashed assets cached
 * for a year, everything else revalidated, and unknown non-API paths answered with index.html so the
 * client router can take them (history fallback).
 */
export const webAppPlugin = fp(async function webApp(app: FastifyInstance, opts: { root: string | undefined }) {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && root !== undefined;
    if (!wantsPage) return reply.code(404).send(envelope(404, NOT_FOUND, [{ path: '', message: NOT_FOUND }]));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root);
  });
});
