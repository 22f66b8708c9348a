import type { FastifyRequest } from 'fastify';

/**
 * Request lines without personal data (docs/architecture.md §12): query strings are dropped, path segments that hold
 * an email become `[email]`, long digit runs (phone numbers) keep only their first three digits, and a board link's
 * token (it opens the board) becomes `[token]`.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const segments = (path ?? '').split('/');
  const safePath = segments
    .map((segment, index) => {
      const decoded = safeDecode(segment);
      if (index > 0 && segments[index - 1] === 'board' && decoded !== '') return '[token]';
      if (decoded.includes('@')) return '[email]';
      return decoded.replace(/\d{6,}/g, (digits) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 3)}`);
    })
    .join('/');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
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
