import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorEnvelope } from '@hospital/contract/envelope';
import { i18n, type Translate, type TranslationKey } from '@/i18n/i18n';
import { en } from '@/i18n/locales/en';
import { toast } from './toast';

// docs/product-spec.md §8 and §9, in one place: every failed call is turned into toasts here, so screens do not repeat it.

/**
 * How long an error toast stays: long enough to read, as docs/decisions/0016 sets (not the spec's 2 seconds). Six
 * seconds at least, and more for a long sentence (about 50 ms a character, for a patient reading in a second
 * language), at most twelve; the patient can swipe it away sooner.
 */
export function errorToastMs(message: string): number {
  return Math.min(12_000, Math.max(6_000, 1_000 + message.length * 50));
}

// The sentences the app says itself when no server sentence came back; the server's own are already in the language
// on screen (it answers in the one the request asks for), and these are too.
const TRANSPORT_KEYS = {
  FETCH_ERROR: 'callFailed.fetchError',
  TIMEOUT_ERROR: 'callFailed.timeoutError',
  PARSING_ERROR: 'callFailed.parsingError',
} as const satisfies Record<string, TranslationKey>;
const NOT_FOUND_KEY = 'callFailed.notFound';
const GENERIC_KEY = 'callFailed.generic';
const said = (key: TranslationKey): string => (i18n.t as unknown as Translate)(key);

/** The English of those sentences (the spec's 'Thank You...' for a 404 with none). */
export const TRANSPORT_MESSAGES = {
  FETCH_ERROR: en.callFailed.fetchError,
  TIMEOUT_ERROR: en.callFailed.timeoutError,
  PARSING_ERROR: en.callFailed.parsingError,
} as const;
export const NOT_FOUND_FALLBACK = en.callFailed.notFound;

function asEnvelope(data: unknown): Partial<ErrorEnvelope> | undefined {
  return data !== null && typeof data === 'object' ? (data as Partial<ErrorEnvelope>) : undefined;
}

function nonEmpty(message: unknown): string | undefined {
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The messages to toast for one failed call, in order. Pure, so the rules are testable without sonner. */
export function errorMessages(error: FetchBaseQueryError): string[] {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return [said(TRANSPORT_KEYS[error.status])];
  }
  if (error.status === 'PARSING_ERROR') {
    // A proxy's HTML 404 page is a parsing error with the real status kept in originalStatus.
    return [said(error.originalStatus === 404 ? NOT_FOUND_KEY : TRANSPORT_KEYS.PARSING_ERROR)];
  }
  if (error.status === 'CUSTOM_ERROR') return [nonEmpty(error.error) ?? said(GENERIC_KEY)];

  const envelope = asEnvelope(error.data);
  const sources = (envelope?.errorSources ?? [])
    .map((source) => nonEmpty(source?.message))
    .filter((message): message is string => message !== undefined);
  if (sources.length > 0) return sources;

  const message = nonEmpty(envelope?.message);
  if (error.status === 404) return [message ?? said(NOT_FOUND_KEY)];
  return [message ?? said(GENERIC_KEY)];
}

export function toastApiError(error: FetchBaseQueryError): void {
  for (const message of errorMessages(error)) {
    // The message is the toast id: ten queries failing at once offline show one toast, not ten.
    toast.error(message, { id: message, duration: errorToastMs(message) });
  }
}
