import { sql, storedRows } from '../db/testing.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from './test-app.js';

const { ctx, call } = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await signedIn(ctx, 'patient')).token;
});

const FIELDS = [
  'name',
  'age',
  'gender',
  'contact',
  'email',
  'password',
  'newPassword',
  'token',
  'role',
  '__proto__',
  'constructor',
];

// Bodies that look almost right: the real field names with values of every JSON type and odd strings.
const oddValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 500, maxLength: 2000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    "' or 1=1 --",
    '<script>',
    '01712345678',
    'x'.repeat(31) + '@t.test',
    '\u0000',
    '😀'.repeat(20),
  ),
);
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 8 }), fc.jsonValue());

const ROUTES = [
  '/api/v1/auth/login',
  '/api/v1/auth/forget-password',
  '/api/v1/auth/reset-password',
  '/api/v1/users/create-patient',
  '/api/v1/auth/refresh-token',
  '/api/v1/auth/logout',
];

function expectEnvelope(status: number, json: { success: boolean; statusCode: number; errorSources?: unknown[] }) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(json.success).toBe(false);
    expect(json.statusCode).toBe(status);
    expect(Array.isArray(json.errorSources) && json.errorSources.length > 0).toBe(true);
  }
}

describe('bad input on the account routes', () => {
  it.each(ROUTES)(
    'when %s gets 150 malformed bodies, then each is a 4xx envelope and no account appears',
    async (url) => {
      const [before] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from users`);
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          });
          expectEnvelope(res.statusCode, res.json());
        }),
        { numRuns: 150 },
      );
      const [after] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from users`);
      expect(after!.n).toBe(before!.n);
    },
  );

  it('when raw bytes that are not JSON are posted, then the answer is a 4xx envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (raw, type) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: raw,
            headers: { 'content-type': type },
          });
          expectEnvelope(res.statusCode, res.json());
        },
      ),
      { numRuns: 100 },
    );
  });

  it('when /patients/{id} gets arbitrary ids, then each is a 200 for the caller or a 4xx envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (id) => {
        const res = await call(token, 'GET', `/patients/${encodeURIComponent(id)}`);
        expectEnvelope(res.statusCode, res.json());
      }),
      { numRuns: 150 },
    );
  });
});
