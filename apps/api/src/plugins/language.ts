import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorSource } from '@hospital/contract/envelope';
import { languageFromAcceptLanguage, type Language } from '@hospital/contract/format-bn';
import { banglaSentences } from '../lib/sentences-bn.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads, from Accept-Language (q-values honoured); English unless it prefers Bangla. */
    readonly language: Language;
  }
}

type Envelope = { success: boolean; message: string; errorSources?: ErrorSource[] };

function isEnvelope(payload: unknown): payload is Envelope {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as Envelope).success === 'boolean' &&
    typeof (payload as Envelope).message === 'string'
  );
}

/**
 * Whether an answer's sentences are for a person to read: every failure, and the success of a write (the web app
 * toasts it). A read's success message is never shown, so reads stay one body in every language: their cached bytes,
 * precompressed copies and ETags (lib/cached-reply.ts) need no language, and no `Vary: Accept-Language`.
 */
function isSaidToAPerson(method: string, payload: Envelope): boolean {
  return !payload.success || (method !== 'GET' && method !== 'HEAD');
}

/** `envelope`'s sentences in `language`; a sentence with no Bangla stays English, and so does everything else. */
export function inLanguage<T extends Envelope>(envelope: T, language: Language): T {
  if (language === 'en') return envelope;
  const say = (sentence: string) => banglaSentences.bangla(sentence) ?? sentence;
  return {
    ...envelope,
    message: say(envelope.message),
    ...(envelope.errorSources
      ? { errorSources: envelope.errorSources.map((source) => ({ path: source.path, message: say(source.message) })) }
      : {}),
  };
}

/** Adds `field` to the answer's Vary header, keeping what another part (compression, say) put there. */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const listed = Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '';
  const fields = listed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

export type LanguageOptions = {
  /** Told every English sentence answered to a person, in any language; the tests check each has its Bangla. */
  onSentence?: (sentence: string) => void;
};

/**
 * The API answers in the caller's language: the sentences of an answer meant for a person are looked up
 * in the Bangla books when Accept-Language prefers Bangla; `errorSources` keep their `path`. English answers are the
 * same bytes as before. Every such answer says `Vary: Accept-Language`, in English too, so no cache hands one
 * language's answer to a reader of the other. Data (names, doctors' texts, stored notifications) is never translated.
 */
export const languagePlugin = fp(async function language(app: FastifyInstance, opts: LanguageOptions) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return languageFromAcceptLanguage(this.headers['accept-language']);
    },
  });

  app.addHook(
    'preSerialization',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (!isEnvelope(payload) || !isSaidToAPerson(request.method, payload)) return done(null, payload);
      varyOn(reply, 'Accept-Language');
      if (opts.onSentence) {
        opts.onSentence(payload.message);
        for (const source of payload.errorSources ?? []) opts.onSentence(source.message);
      }
      done(null, inLanguage(payload, request.language));
    },
  );
});
