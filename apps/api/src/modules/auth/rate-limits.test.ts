import { describe, expect, it } from 'vitest';
import { phoneCodeFor } from '../../test/phone-codes.js';
import { createUser, uniqueEmail, useTestApp } from '../../test/test-app.js';

const { ctx, call } = useTestApp({
  rateLimits: {
    loginFailuresPerAccount: 3,
    loginBackoffSeconds: 2,
    loginPerIp: 8,
    forgetPerEmail: 2,
    forgetPerIp: 4,
    publicFormPerIp: 2,
  },
});

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  call(undefined, 'POST', url, payload, { remoteAddress: ip });

/** A login with a wrong password for the account, from the address. */
const wrongLogin = (email: string, ip: string) => post('/auth/login', { email, password: 'Wrong#12' }, ip);

describe('rate limits', () => {
  it('when one address has failed the configured number of times for an account, then it waits (429 with Retry-After), even with the right password', async () => {
    const { email } = await createUser(ctx, 'patient');
    for (let i = 0; i < 3; i++) expect((await wrongLogin(email, '10.0.1.1')).statusCode).toBe(401);
    const blocked = await post('/auth/login', { email, password: 'Xq7#kLm2' }, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ success: false, statusCode: 429 });
  });

  it('when a waiting pair tries again after the delay, then that attempt is evaluated and the next wait is twice as long', async () => {
    const { email } = await createUser(ctx, 'attendant');
    for (let i = 0; i < 3; i++) expect((await wrongLogin(email, '10.0.7.1')).statusCode).toBe(401);
    const first = await wrongLogin(email, '10.0.7.1');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(2);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await wrongLogin(email, '10.0.7.1')).statusCode).toBe(401);
    const second = await post('/auth/login', { email, password: 'Xq7#kLm2' }, '10.0.7.1');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(2);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(4);

    await new Promise((resolve) => setTimeout(resolve, 4100));
    expect((await post('/auth/login', { email, password: 'Xq7#kLm2' }, '10.0.7.1')).statusCode).toBe(200);
    // A success clears the pair: the next mistake is a plain 401 again.
    expect((await wrongLogin(email, '10.0.7.1')).statusCode).toBe(401);
  });

  it('when someone else has failed against an account from their address, then its owner still logs in from theirs', async () => {
    const { email } = await createUser(ctx, 'doctor');
    for (let i = 0; i < 3; i++) expect((await wrongLogin(email, '10.0.5.1')).statusCode).toBe(401);
    expect((await wrongLogin(email, '10.0.5.1')).statusCode).toBe(429);
    expect((await post('/auth/login', { email, password: 'Xq7#kLm2' }, '10.0.5.2')).statusCode).toBe(200);
  });

  it('when 30 wrong passwords for one account arrive at once from one address, then only the allowed few are evaluated', async () => {
    const { email } = await createUser(ctx, 'attendant');
    const answers = await Promise.all(Array.from({ length: 30 }, () => wrongLogin(email, '10.0.6.1')));
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(27);
  });

  it('when one IP makes more login attempts than allowed, then it gets 429', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await post('/auth/login', { email: uniqueEmail('ip'), password: 'Wrong#12' }, '10.0.2.1')).statusCode,
      );
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('when forget-password is asked too often for one email, then it gets 429', async () => {
    const email = uniqueEmail('forget');
    expect((await post('/auth/forget-password', { email }, '10.0.3.1')).statusCode).toBe(200);
    expect((await post('/auth/forget-password', { email }, '10.0.3.2')).statusCode).toBe(200);
    expect((await post('/auth/forget-password', { email }, '10.0.3.3')).statusCode).toBe(429);
  });

  it('when one IP submits registrations past the public-form limit, then it gets 429', async () => {
    const body = async () => ({
      name: 'Rumana',
      age: 30,
      contact: '01712345678',
      email: uniqueEmail('form'),
      password: 'Rk#19pq2',
      code: await phoneCodeFor(ctx, '01712345678'),
    });
    expect((await post('/users/create-patient', await body(), '10.0.4.1')).statusCode).toBe(201);
    expect((await post('/users/create-patient', await body(), '10.0.4.1')).statusCode).toBe(201);
    expect((await post('/users/create-patient', await body(), '10.0.4.1')).statusCode).toBe(429);
  });
});
