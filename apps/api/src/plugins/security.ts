import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data: blob:",
  // sonner and Swiper inject styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The headers of docs/architecture.md §12 (the same set helmet sends), computed once. @fastify/helmet rebuilt
 * them through its middleware chain on every request, a quarter of the doctor list's cost in `bench/`;
 * the values never change, so one object is set per response. See docs/decisions/0004.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': https ? `${CSP}; upgrade-insecure-requests` : CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const securityPlugin = fp(async function security(app: FastifyInstance, opts: { https: boolean }) {
  const headers = securityHeaders(opts.https);
  // API answers carry personal data: nothing may keep them unless a route says otherwise (it sets its own
  // Cache-Control over this one). Set up front, not checked on the way out: one hook less on every request.
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
});
