import type { FastifyRequest } from 'fastify';
import { normaliseContact, toAsciiDigits } from '@hospital/contract/local-input';

const keepThree = (digits: string) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 3)}`;

/**
 * Request lines without personal data (docs/architecture.md §12): query strings are dropped, path segments that hold
 * an email become `[email]`, phone numbers keep only their first three digits, however they were typed
 * (Bengali digits, +880 and dashes, as the contract accepts them), as does any other long digit run, and a board
 * link's token (it opens the board) becomes `[token]`.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const segments = (path ?? '').split('/');
  const safePath = segments
    .map((segment, index) => {
      if (index > 0 && segments[index - 1] === 'board' && segment !== '') return '[token]';
      const decoded = toAsciiDigits(safeDecode(segment));
      if (decoded.includes('@')) return '[email]';
      const contact = normaliseContact(decoded);
      if (/^\d{11}$/.test(contact)) return keepThree(contact);
      return decoded.replace(/\d{6,}/g, keepThree);
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
