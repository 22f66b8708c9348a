import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@hospital/contract/envelope';
import { PERMISSIONS, type Capability } from '../lib/permissions.js';

const API_PREFIX = '/api/v1';
const ERROR_ENVELOPE = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' });

/** `GET /doctors/single-doctor/{id}` -> `getDoctorsSingleDoctorById`: unique, stable, readable. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .slice(API_PREFIX.length)
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split('-')));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type JsonSchema = { [key: string]: unknown };

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum must list null among its values, or a validator
 * rejects the null the schema means to allow. The zod converter leaves it out, so it is added here.
 */
function nullableEnumsAllowNull(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableEnumsAllowNull);
  if (node === null || typeof node !== 'object') return node;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) copy[key] = nullableEnumsAllowNull(value);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** Describe a response schema with this to have it documented as a `text/html` page rather than JSON. */
export const HTML_PAGE = 'An HTML page';
/** Describe a response schema with this to have it documented as a WebP image rather than JSON. */
export const WEBP_IMAGE = 'A WebP image';
/** Describe a response schema with this to have it documented as a file sent in a consultation's chat. */
export const CHAT_FILE = 'A photo (WebP) or a PDF';
/** Describe a response schema with this to have it documented as a FHIR R4 resource (`application/fhir+json`). */
export const FHIR_RESOURCE = 'A FHIR R4 resource';
/** Describe a response schema with this to have it documented as a CSV file (`text/csv`). */
export const CSV_FILE = 'A CSV file';

const MEDIA: Record<string, Record<string, { schema: JsonSchema }>> = {
  [HTML_PAGE]: { 'text/html': { schema: { type: 'string' } } },
  [WEBP_IMAGE]: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  [CHAT_FILE]: {
    'image/webp': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
  [FHIR_RESOURCE]: { 'application/fhir+json': { schema: { type: 'object' } } },
  [CSV_FILE]: { 'text/csv': { schema: { type: 'string' } } },
};

/** Responses described as `HTML_PAGE`, `WEBP_IMAGE` or `CHAT_FILE` are pages or files, and are documented as such. */
function pagesAsHtml(responses: JsonSchema | undefined): JsonSchema | undefined {
  if (!responses) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([code, response]) => {
      const description = (response as JsonSchema).description as string | undefined;
      const content = description ? MEDIA[description] : undefined;
      return content ? [code, { description, content }] : [code, response];
    }),
  );
}

/**
 * Turns each route's zod schemas into the OpenAPI document and adds what the document would otherwise get wrong
 * by hand: the security requirement is read from the permission table for the same `config.access` the
 * authentication plugin enforces (a capability open to anyone needs nothing, every other one the bearer token),
 * every route may answer the error envelope, and each operation gets an id. Summaries and tags are written on the
 * routes themselves.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const route = input.route as RouteOptions & { config?: { access?: Capability } };
  if (!url.startsWith(API_PREFIX)) return { schema, url };
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const documented: FastifySchema & Record<string, unknown> = {
    ...schema,
    operationId: operationIdOf(method, route.url),
    security: route.config?.access && PERMISSIONS[route.config.access] === 'anyone' ? [] : [{ bearerAuth: [] }],
    response: {
      ...pagesAsHtml(nullableEnumsAllowNull(schema.response) as JsonSchema | undefined),
      '4XX': { description: 'The error envelope', ...ERROR_ENVELOPE },
    },
  };
  return { schema: documented, url };
};

export const OPENAPI_DOCUMENT = {
  openapi: '3.0.3' as const,
  info: {
    title: 'Hospital API',
    version: '1.0.0',
    description:
      'Public website, patient portal and staff back office of a specialized hospital in Dhaka. Every answer is an envelope: `{ success, statusCode, message, data }`, or `{ success: false, statusCode, message, errorSources }` on failure.',
    license: { name: 'Proprietary' },
  },
  servers: [{ url: '/api/v1' }],
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http' as const,
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access token, raw or as `Bearer <token>`.',
      },
    },
  },
};
