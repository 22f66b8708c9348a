import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponseSchema, registerSchema } from './auth.js';
import { errorEnvelopeSchema, firstErrorMessage, listWithMeta, successEnvelope, toErrorSources } from './envelope.js';
import { updatePatientSchema } from './patients.js';

describe('successEnvelope', () => {
  const loginEnvelope = successEnvelope(loginResponseSchema);

  it('accepts a success with its data', () => {
    const body = { success: true, statusCode: 200, message: 'Logged in', data: { accessToken: 'jwt' } };
    expect(loginEnvelope.parse(body)).toEqual(body);
  });

  it('rejects a body that says it failed', () => {
    const body = { success: false, statusCode: 200, message: 'Logged in', data: { accessToken: 'jwt' } };
    expect(loginEnvelope.safeParse(body).success).toBe(false);
  });
});

describe('listWithMeta', () => {
  it('nests the items under data beside meta', () => {
    const schema = listWithMeta(z.object({ n: z.number() }), z.object({ total: z.number() }));
    expect(schema.parse({ data: [{ n: 1 }], meta: { total: 1 } })).toEqual({ data: [{ n: 1 }], meta: { total: 1 } });
    expect(schema.safeParse({ data: [{ n: 'one' }], meta: { total: 1 } }).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts a failure with one source per failing field', () => {
    const body = {
      success: false,
      statusCode: 400,
      message: 'Validation error',
      errorSources: [{ path: 'email', message: 'Invalid email' }],
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
  });
});

describe('toErrorSources', () => {
  it('gives one source per issue, the spec message kept, paths joined with dots', () => {
    const result = updatePatientSchema.safeParse({ updatedInfo: { name: 'Karim', age: 121 } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toErrorSources(result.error)).toEqual([
      { path: 'updatedInfo.age', message: 'Age must be less than or equal to 120.' },
    ]);
  });

  it('keeps zod order, so the first source is the first message the form shows', () => {
    const result = registerSchema.safeParse({ name: '', age: 9, contact: '1', email: 'x', password: '1' });
    if (result.success) throw new Error('expected a failure');
    expect(toErrorSources(result.error).map((source) => source.path)).toEqual([
      'name',
      'age',
      'contact',
      'email',
      'password',
    ]);
    expect(firstErrorMessage(result.error)).toBe('Name is required');
  });
});
