import { describe, expect, it, vi } from 'vitest';
import { mailedResetLink } from '../../test/outbox.js';
import { createUser, useTestApp } from '../../test/test-app.js';
import * as passwords from '../../lib/passwords.js';

// Counts the argon2 hashes the reset route asks for, while still hashing for real.
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const RESET_LIMIT_PER_ADDRESS = 5;
const { ctx, call } = useTestApp({ rateLimits: { resetPerIp: RESET_LIMIT_PER_ADDRESS } });

const post = (url: string, payload: Record<string, unknown>, ip = '203.0.113.7') =>
  call(undefined, 'POST', url, payload, { remoteAddress: ip });

/** The token of the `nth` reset mail addressed to `email`, once the outbox worker has written it. */
const mailedToken = async (email: string, nth: number) =>
  (await mailedResetLink(ctx.config.dataDir, email, nth)).searchParams.get('token')!;

describe('POST /auth/reset-password under attack', () => {
  it('when made-up tokens arrive, then each is refused without hashing the new password', async () => {
    const { email } = await createUser(ctx, 'patient');
    vi.mocked(passwords.hashPassword).mockClear();
    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) {
      const res = await post(
        '/auth/reset-password',
        { email, newPassword: 'Nw#58kdz', token: `forged-${i}` },
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(400);
    }
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });

  it('when one address keeps trying, then it gets 429 with Retry-After after the limit', async () => {
    const { email } = await createUser(ctx, 'patient');
    const attempts = [];
    for (let i = 0; i <= RESET_LIMIT_PER_ADDRESS; i++) {
      attempts.push(
        await post('/auth/reset-password', { email, newPassword: 'Nw#58kdz', token: `guess-${i}` }, '192.0.2.44'),
      );
    }
    expect(attempts.slice(0, RESET_LIMIT_PER_ADDRESS).every((res) => res.statusCode === 400)).toBe(true);
    expect(attempts.at(-1)!.statusCode).toBe(429);
    expect(Number(attempts.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a newer link is mailed, then the older one no longer resets the password', async () => {
    const { email } = await createUser(ctx, 'patient');
    await post('/auth/forget-password', { email }, '192.0.2.50');
    const older = await mailedToken(email, 1);
    await post('/auth/forget-password', { email }, '192.0.2.50');
    const newer = await mailedToken(email, 2);
    expect(newer).not.toBe(older);

    expect(
      (await post('/auth/reset-password', { email, newPassword: 'Nw#58kdz', token: older }, '192.0.2.51')).statusCode,
    ).toBe(400);
    expect(
      (await post('/auth/reset-password', { email, newPassword: 'Nw#58kdz', token: newer }, '192.0.2.51')).statusCode,
    ).toBe(200);
  });
});
