import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Audience } from '../access-matrix.js';
import { toJsonText, toText, wildString, type Json, type Obj, type Vocabulary } from './fuzz-values.js';
import type { SignedIn } from './world.js';

/** What the fuzz knows of one route, all of it read from the running app and its OpenAPI document. */
export type RoutePlan = {
  route: string;
  method: string;
  pattern: string;
  params: string[];
  query: string[];
  bodyFields: string[];
  hasBody: boolean;
  callers: Array<{ audience: Audience; who: SignedIn | undefined }>;
};

type OpenApiSchema = {
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
};
type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every property name anywhere in a body schema (nested objects, arrays, unions). */
function propertyNames(schema: OpenApiSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(child, into);
  }
  for (const child of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    propertyNames(child, into);
  return into;
}

// Bodies whose schema is open (`z.record`): the fields their handlers parse by hand.
const OPEN_BODIES: Record<string, string[]> = {
  'POST /appointment': [
    'doctor',
    'patient',
    'consultationFee',
    'consultationMethod',
    'consultationFor',
    'selectedDate',
    'shortBrief',
    'payNow',
    'contact',
    'newPatientInfo',
  ],
  'POST /payments/sandbox/:tranId/:action': [
    'tran_id',
    'val_id',
    'amount',
    'currency',
    'status',
    'verify_sign',
    'verify_key',
    'value_a',
    'store_amount',
    'bank_tran_id',
  ],
};
const GATEWAY_FIELDS = OPEN_BODIES['POST /payments/sandbox/:tranId/:action']!;

export function planRoute(route: string, doc: OpenApiDocument, callers: RoutePlan['callers']): RoutePlan {
  const [method, pattern] = route.split(' ') as [string, string];
  // The document's paths are relative to its server URL (/api/v1).
  const path = pattern.replace(/:(\w+)/g, '{$1}');
  const operation = (doc.paths[path] ?? doc.paths[`/api/v1${path}`])?.[method.toLowerCase()];
  // A route hidden from the document (the sandbox stylesheet) has no parameters or body to learn from.
  const parameters = operation?.parameters ?? [];
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const fields = [
    ...propertyNames(bodySchema),
    ...(OPEN_BODIES[route] ?? []),
    ...(pattern.startsWith('/payments/') ? GATEWAY_FIELDS : []),
  ];
  return {
    route,
    method,
    pattern,
    params: [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    bodyFields: [...new Set(fields)],
    hasBody: ['POST', 'PUT', 'PATCH'].includes(method),
    callers,
  };
}

/** Path segments as an attacker types them: traversal, NUL, odd encodings, ids of the wrong shape. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%5c',
  '%00',
  'a%00b',
  '%2F',
  '%5C',
  '%20',
  '%0d%0a',
  '%C0%AE%C0%AE',
  '%zz',
  '0123456789abcdef01234567',
  '0123456789ABCDEF01234567',
  '0123456789abcdef0123456',
  '0123456789abcdef012345678',
  'me',
  'ME',
  `${'a'.repeat(101)}`,
  '%25',
  '%23',
  '%3F',
  'x@y.z',
  "'%20or%201=1--",
  '1;select%20pg_sleep(3)',
];

export type FuzzRequest = { options: InjectOptions; caller: Audience };

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=X',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded; charset=utf-8',
  'application/json',
  '',
];

/** encodeURIComponent refuses lone surrogates (a URL is UTF-8): they travel as U+FFFD instead. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

function entriesOf(value: Obj): Array<[string, string]> {
  return value.entries.map(([k, v]) => [k, toText(v)]);
}
function urlEncoded(value: Obj): string {
  return entriesOf(value)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
}
function multipart(value: Obj): string {
  const parts = entriesOf(value).map(
    ([k, v]) => `--X\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join('')}--X--\r\n`;
}

type Body = { text?: string; type?: string };

function bodyArb(plan: RoutePlan, vocab: Vocabulary): fc.Arbitrary<Body> {
  const object = vocab.object(plan.bodyFields);
  return fc.oneof(
    { weight: 12, arbitrary: object.map((o) => ({ text: toJsonText(o), type: 'application/json' })) },
    {
      weight: 4,
      arbitrary: vocab.object(plan.bodyFields, true).map((o) => ({ text: toJsonText(o), type: 'application/json' })),
    },
    { weight: 2, arbitrary: vocab.wild.map((v: Json) => ({ text: toJsonText(v), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {},
        { text: '', type: 'application/json' },
        { text: 'null', type: 'application/json' },
      ),
    },
    { weight: 1, arbitrary: object.map((o) => ({ text: urlEncoded(o), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: object.map((o) => ({ text: multipart(o), type: 'multipart/form-data; boundary=X' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(object, fc.constantFrom(...CONTENT_TYPES))
        .map(([o, type]) => ({ text: toJsonText(o), type })),
    },
  );
}

function paramArb(name: string, vocab: Vocabulary, wildWeight: number): fc.Arbitrary<string> {
  const realistic = vocab.sample(name);
  const wild = fc.oneof(wildString.map(encode), fc.constantFrom(...RAW_SEGMENTS));
  if (!realistic) return wild;
  return fc.oneof(
    { weight: 4 - wildWeight, arbitrary: realistic.map((v) => encode(toText(v))) },
    { weight: wildWeight, arbitrary: wild },
  );
}

const RAW_QUERY_TAILS = [
  '',
  '',
  '',
  '&&',
  '=',
  '&=x',
  'x',
  '%00=1',
  'a=%zz',
  'a[b]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '&'.repeat(50),
];

function queryArb(plan: RoutePlan, vocab: Vocabulary, wildWeight: number): fc.Arbitrary<string> {
  const value = (name: string) =>
    fc
      .oneof({ weight: 4 - wildWeight, arbitrary: vocab.field(name) }, { weight: wildWeight, arbitrary: vocab.wild })
      .map(toText);
  const known = fc.tuple(...plan.query.map((name) => fc.option(value(name), { nil: undefined, freq: 4 })));
  const extra = fc.array(
    fc.tuple(fc.oneof(wildString, fc.constantFrom(...plan.query, '__proto__', 'constructor')), vocab.wild.map(toText)),
    { maxLength: 3 },
  );
  return fc
    .tuple(known, extra, fc.constantFrom('plain', 'duplicate', 'brackets'), fc.constantFrom(...RAW_QUERY_TAILS))
    .map(([values, extras, shape, tail]) => {
      const pairs: Array<[string, string]> = plan.query.flatMap((name, i) =>
        values[i] === undefined ? [] : [[name, values[i]] as [string, string]],
      );
      if (shape === 'duplicate' && pairs[0]) pairs.push([pairs[0][0], 'second']);
      if (shape === 'brackets' && pairs[0]) pairs[0] = [`${pairs[0][0]}[]`, pairs[0][1]];
      const text = [...pairs, ...extras].map(([k, v]) => `${encode(k)}=${encode(v)}`);
      if (tail) text.push(tail);
      return text.join('&');
    });
}

const headerValue = fc.oneof(
  wildString,
  fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000', 'file://', '//x', 'http://[::1', 'a:b'),
);
/** Cookie-authenticated routes read the refresh cookie, Origin and Sec-Fetch-Site: every request may carry odd ones. */
const extraHeadersArb = fc
  .record(
    {
      cookie: wildString.map((v) => `refreshToken=${encode(v)}`),
      origin: headerValue,
      'sec-fetch-site': fc.oneof(fc.constantFrom('same-origin', 'none', 'cross-site', 'same-site'), wildString),
    },
    { requiredKeys: [] },
  )
  // Header values cannot carry control characters or non-Latin-1 text over HTTP.
  .map(
    (headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))) as Record<string, string>,
  );

/**
 * One request to the route. `everything` keeps the address mostly real so the body reaches the handler;
 * `addressing` makes the path parameters and the query the wild part.
 */
export function requestArb(
  plan: RoutePlan,
  vocab: Vocabulary,
  mode: 'everything' | 'addressing',
): fc.Arbitrary<FuzzRequest> {
  const wildWeight = mode === 'addressing' ? 3 : 1;
  const params = fc.tuple(...plan.params.map((name) => paramArb(name, vocab, wildWeight)));
  const query = plan.query.length > 0 || mode === 'addressing' ? queryArb(plan, vocab, wildWeight) : fc.constant('');
  const body: fc.Arbitrary<Body> = plan.hasBody ? bodyArb(plan, vocab) : fc.constant({});
  return fc
    .tuple(fc.constantFrom(...plan.callers), params, query, body, extraHeadersArb)
    .map(([caller, values, search, { text, type }, extra]) => {
      let i = 0;
      const path = plan.pattern.replace(/:(\w+)/g, () => values[i++] ?? '');
      const headers: Record<string, string> = {
        ...extra,
        ...(caller.who ? { authorization: caller.who.token } : {}),
        ...(type ? { 'content-type': type } : {}),
      };
      const options: InjectOptions = {
        method: plan.method as InjectOptions['method'],
        url: `/api/v1${path}${search ? `?${search}` : ''}`,
        headers,
      };
      if (text !== undefined) options.payload = text;
      return { options, caller: caller.audience };
    });
}

export function describeRequest({ options, caller }: FuzzRequest): string {
  const payload = typeof options.payload === 'string' ? options.payload : '';
  const headers = options.headers as Record<string, string>;
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url = String(options.url);
  const shownHeaders = Object.entries(headers)
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`);
  return (
    `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} as ${caller}` +
    `${shownHeaders.length ? ` [${shownHeaders.join('; ')}]` : ''}${shown ? ` body ${JSON.stringify(shown)}` : ''}`
  );
}
