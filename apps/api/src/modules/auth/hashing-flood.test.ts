import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../test/test-app.js';
import { HASHING_BUSY } from '../../lib/passwords.js';

// One hash at a time and one waiting: a handful of parallel logins is already a flood.
const { ctx, call } = useTestApp({ env: { HASH_CONCURRENCY: '1', HASH_QUEUE: '1' } });

const login = (email: string, password: string, ip: string) =>
  call(undefined, 'POST', '/auth/login', { email, password }, { remoteAddress: ip });

describe('password hashing under a flood', () => {
  it('when more logins arrive than hashes may run and wait, then the rest are told at once to retry, and the service recovers', async () => {
    const { email } = await createUser(ctx, 'attendant');
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(uniqueEmail('flood'), 'Wrong#12', `198.18.0.${i + 1}`)),
    );

    expect(flood.every((res) => res.statusCode === 401 || res.statusCode === 503)).toBe(true);
    const busy = flood.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json()).toMatchObject({ success: false, statusCode: 503, message: HASHING_BUSY });
    expect(busy[0]!.headers['retry-after']).toBe('2');
    expect(flood.some((res) => res.statusCode === 401)).toBe(true);

    expect((await login(email, TEST_PASSWORD, '198.18.1.1')).statusCode).toBe(200);
  });
});
