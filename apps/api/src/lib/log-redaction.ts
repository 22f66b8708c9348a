import type { FastifyRequest } from 'fastify';

const maskDigits = (text: string) => text.replace(/\d{6,}/g, (digits) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 3)}`);

/**
 * Request lines without personal data (docs/architecture.md §12): query strings are dropped, path segments that hold
 * an email become `[email]`, and long digit runs (phone numbers) keep only their first three digits. Logged for
 * every request, so a path with nothing encoded and no `@` (nearly all) skips the segment by segment decoding.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = /[%@]/.test(path)
    ? path
        .split('/')
        .map((segment) => {
          const decoded = safeDecode(segment);
          return decoded.includes('@') ? '[email]' : maskDigits(decoded);
        })
        .join('/')
    : maskDigits(path);
  return queryAt === -1 ? safePath : `${safePath}?[redacted]`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};
