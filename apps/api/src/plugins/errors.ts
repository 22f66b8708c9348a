import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, ErrorSource } from '@hospital/contract/envelope';
import { languageFromAcceptLanguage } from '@hospital/contract/format-bn';
import { AppError } from '../lib/app-error.js';
import { isUnstorableText } from '../lib/db-errors.js';
import { firstPerField } from '../lib/validation.js';
import { inLanguage, varyOn } from './language.js';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNSTORABLE_TEXT =
  'The text contains a character that cannot be saved (such as a NUL character). Please remove it and try again.';
const BAD_URL = 'The address of this request is not valid.';

/** Fastify's own client errors, each with a sentence a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

export function envelope(statusCode: number, message: string, errorSources: ErrorSource[]): ErrorEnvelope {
  return { success: false, statusCode, message, errorSources };
}

/**
 * One handler turns every error into the envelope of docs/architecture.md §2. Validation failures carry one
 * source per failing field with the contract's message; 5xx never show internals.
 */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const sources = firstPerField(
        error.validation.map((issue) => ({
          path: (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value.',
        })),
      );
      const message = sources[0]?.message ?? 'Validation error';
      return reply.code(400).send(envelope(400, message, sources));
    }
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ statusCode: error.statusCode, route: request.routeOptions.url }, 'access refused');
      }
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(envelope(error.statusCode, error.message, error.errorSources));
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send(envelope(400, UNSTORABLE_TEXT, [{ path: '', message: UNSTORABLE_TEXT }]));
    }
    const code = error.code ?? '';
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(envelope(429, error.message, [{ path: '', message: error.message }]));
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_ERRORS[code] ?? 'The request could not be understood.';
      return reply.code(status).send(envelope(status, message, [{ path: '', message }]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(500, GENERIC_500, [{ path: '', message: GENERIC_500 }]));
  });
});

/**
 * Errors the router raises before any hook runs (a malformed percent-encoding, an over-long path parameter):
 * Fastify would answer them with its own body, echoing the path and without our headers, so they are
 * answered here in the envelope, with the security headers and no-store set by hand.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    reply.headers(headers).header('cache-control', 'no-store');
    // No hook runs for these, the language plugin's neither: the sentence is put in the caller's language here.
    varyOn(reply, 'Accept-Language');
    return reply
      .code(status)
      .send(
        inLanguage(
          envelope(status, BAD_URL, [{ path: '', message: BAD_URL }]),
          languageFromAcceptLanguage(request.headers['accept-language']),
        ),
      );
  };
}
