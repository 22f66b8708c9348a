import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

/**
 * Gateways post form bodies: urlencoded (what SSLCommerz sends) or, from some clients, multipart. Both
 * parsers are registered only in the payments scope; the rest of the API stays JSON-only.
 */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      // The platform's own multipart reader (undici): no extra package for a handful of text fields.
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': String(request.headers['content-type']) },
      })
        .formData()
        .catch(() => Promise.reject(AppError.badRequest('The request body is not a valid form.')));
      const fields: Record<string, string> = {};
      for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
      return fields;
    },
  );
}

const fieldValue = z.union([z.string(), z.array(z.string())]);

/** Callback fields (docs/architecture.md §9); unknown fields are kept because the signature may cover them. */
export const callbackBodySchema = z.object({ tran_id: z.string().min(1).max(64) }).catchall(fieldValue);

/** A field sent twice counts once, with its first value. */
export function flattenFields(body: Record<string, string | string[]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) fields[key] = Array.isArray(value) ? (value[0] ?? '') : value;
  return fields;
}
