import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy } from '../lib/trust-proxy.js';
import { TOO_MANY_FORMS } from '../lib/public-forms.js';
import { useTestApp } from './test-app.js';

/**
 * Behind nginx every request arrives from the proxy's address. TRUST_PROXY names the proxy, so the client's own
 * address (from X-Forwarded-For) is what rate limits count; anyone else's X-Forwarded-For is ignored. The same is
 * proven through a real nginx in system/src/behind-nginx.test.ts.
 */
describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['1', 1],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8 ,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('when it is %j, then Fastify is told %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['0', '10', 'proxy.internal', '10.0.0.0/33', '::1/129', '127.0.0.1/8/1', '300.1.1.1', ','])(
    'when it is %j, then start-up is refused with a sentence naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value, DATA_DIR: '/tmp/unused' }, { jwtSecret: 'x'.repeat(32) })).toThrow(
        /TRUST_PROXY must be a hop count/,
      );
    },
  );
});

describe('client addresses behind a trusted proxy', () => {
  const PROXY = '127.0.0.1';
  const { call } = useTestApp({
    env: { TRUST_PROXY: PROXY },
    rateLimits: { publicFormPerIp: 2, publicFormWindowSeconds: 600 },
  });

  const askCallback = (remoteAddress: string, forwardedFor?: string) =>
    call(
      undefined,
      'POST',
      '/callback',
      { name: 'Rina Akter', contactNo: '01712345678', message: 'Please call me.' },
      { remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    );

  it('when two patients reach the API through the proxy, then each has a bucket of their own', async () => {
    expect((await askCallback(PROXY, '203.0.113.10')).statusCode).toBe(201);
    expect((await askCallback(PROXY, '203.0.113.10')).statusCode).toBe(201);
    const third = await askCallback(PROXY, '203.0.113.10');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(TOO_MANY_FORMS);
    // The other patient behind the same proxy is not throttled by the first one's requests.
    expect((await askCallback(PROXY, '203.0.113.11')).statusCode).toBe(201);
  });

  it("when a throttled patient adds their own X-Forwarded-For in front, then the proxy's last entry still counts", async () => {
    // nginx appends the address it saw: whatever the client wrote sits to the left and is not believed.
    expect((await askCallback(PROXY, '198.51.100.1, 203.0.113.10')).statusCode).toBe(429);
  });

  it('when a client outside the trusted range sends X-Forwarded-For itself, then its own address counts', async () => {
    expect((await askCallback('198.51.100.7', '203.0.113.20')).statusCode).toBe(201);
    expect((await askCallback('198.51.100.7', '203.0.113.21')).statusCode).toBe(201);
    // A fresh forwarded address each time does not buy a fresh bucket.
    expect((await askCallback('198.51.100.7', '203.0.113.22')).statusCode).toBe(429);
  });
});
