import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './errors.js';

const NOT_FOUND = 'This route does not exist.';

/**
 * Serves the built single-page app from the same origin as the API (docs/architecture.md §1): hashed assets cached
 * for a year, everything else revalidated, and unknown non-API paths answered with index.html so the
 * client router can take them (history fallback).
 */
/** What the page must know of the server's settings: the hotline, demo or production, and how payments go. */
export type RuntimeSettings = { hotline: string; mode: 'demo' | 'production'; payments: 'sslcommerz' | 'sandbox' | 'none' };

export const webAppPlugin = fp(async function webApp(app: FastifyInstance, opts: { root: string | undefined; settings: RuntimeSettings }) {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  // The shell is read once and carries the run-time settings the bundle reads (apps/web/src/config/env.ts).
  const shell = root ? withRuntimeSettings(readFileSync(path.join(root, 'index.html'), 'utf8'), opts.settings) : undefined;
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
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && shell !== undefined;
    if (!wantsPage) return reply.code(404).send(envelope(404, NOT_FOUND, [{ path: '', message: NOT_FOUND }]));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
});

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The settings as meta tags the bundle reads (apps/web/src/config/env.ts), so one prebuilt bundle serves any
 * hospital and either mode: `hospital-mode` (demo shows the banner), `hospital-payments` (none hides Pay Now,
 * sandbox labels payments as test payments).
 */
export function withRuntimeSettings(html: string, settings: RuntimeSettings): string {
  const metas = [
    ['hospital-hotline', settings.hotline],
    ['hospital-mode', settings.mode],
    ['hospital-payments', settings.payments],
  ].map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content!)}" />`);
  return html.replace('<head>', `<head>\n    ${metas.join('\n    ')}`);
}
