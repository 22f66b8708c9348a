import type { FastifyRequest } from 'fastify';
import { normaliseContact, toAsciiDigits } from '@hospital/contract/local-input';

const keepThree = (digits: string) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 3)}`;

/** Runs of six or more digits, ASCII or Bengali, keep their first three. */
const maskDigits = (text: string) => text.replace(/[\d০-৯]{6,}/g, keepThree);

/**
 * What the segment by segment pass could change beyond `maskDigits`: something encoded, an email, a character a
 * contact may be typed with (`+`, Bengali digits, spaces and anything else outside plain ASCII), a board link's
 * token, or a segment of nothing but digits and phone punctuation (`017-9876-5432`, `(880)1798765432`).
 */
const NEEDS_SEGMENTS = /[^\x21-\x7e]|[%@+]|\/board\/|(?:^|\/)[\d().-]+(?:\/|$)/;

/**
 * Request lines without personal data (docs/architecture.md §12): query strings are dropped, path segments that hold
 * an email become `[email]`, phone numbers keep only their first three digits, however they were typed
 * (Bengali digits, +880 and dashes, as the contract accepts them), as does any other long digit run, and a board
 * link's token (it opens the board) becomes `[token]`. Logged for every request, so a path in which none of that can
 * be (nearly all: ids, words, `/api/v1`) only has its long digit runs masked, without the decoding and contact
 * parsing of each segment; both ways answer the same (log-redaction.test.ts).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = NEEDS_SEGMENTS.test(path) ? redactSegments(path) : maskDigits(path);
  return queryAt === -1 ? safePath : `${safePath}?[redacted]`;
}

/** The full pass, segment by segment; `redactUrl` takes it whenever a path might need it. */
export function redactSegments(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (index > 0 && segments[index - 1] === 'board' && segment !== '') return '[token]';
      const decoded = toAsciiDigits(safeDecode(segment));
      if (decoded.includes('@')) return '[email]';
      const contact = normaliseContact(decoded);
      if (/^\d{11}$/.test(contact)) return keepThree(contact);
      return maskDigits(decoded);
    })
    .join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Free text for a log line (an error's message or stack): emails become `[email]`, long digit runs keep three digits. */
export function redactText(text: string): string {
  return maskDigits(text.replace(EMAIL, '[email]'));
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
  errors?: LoggedError[];
};

/**
 * An error as the log holds it: its type, message, stack frames, code and cause, never the other properties a
 * library hangs on it. A failed query from Drizzle carries its parameters (a patient's phone, an email, a password
 * hash) in `params` and in its message ("Failed query: ... params: ..."), PostgreSQL's error a `detail` such as
 * "Key (email)=(...) already exists": the parameters are cut, the rest is written through `redactText`.
 */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const type = error.constructor?.name || error.name || 'Error';
  const message = redactText(withoutQueryParams(error.message));
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: redactText([`${type}: ${message}`, ...frames].join('\n')) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (depth < 3 && error.cause !== undefined) logged.cause = serialize(error.cause, depth + 1);
  if (depth < 3 && error instanceof AggregateError)
    logged.errors = error.errors.slice(0, 5).map((inner: unknown) => serialize(inner, depth + 1));
  return logged;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>": the SQL (placeholders only) stays, the values go. */
function withoutQueryParams(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : message.slice(0, at);
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
  err: serializeError,
};

/** A provider's words without the phone numbers they may echo (logs and `last_error` never hold one). */
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d{8,}/g, (digits) => `${digits.slice(0, 3)}…`);
}
