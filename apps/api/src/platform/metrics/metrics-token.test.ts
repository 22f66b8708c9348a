import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayReadMetrics } from './metrics.js';

// METRICS_TOKEN is compared in constant time over equal-length digests: how long the answer takes must not tell a
// guesser how many leading characters were right, nor how long the token is.
const TOKEN = 'scrape-token-0123456789';

const asking = (authorization?: string) =>
  ({
    headers: authorization === undefined ? {} : { authorization },
    socket: { remoteAddress: '198.51.100.4' },
  }) as unknown as FastifyRequest;

afterEach(() => vi.restoreAllMocks());

describe('the METRICS_TOKEN check', () => {
  it('when the right bearer comes, then it is accepted; shorter, longer, same-length wrong and missing ones are refused', () => {
    expect(mayReadMetrics(asking(`Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(mayReadMetrics(asking(`Bearer ${TOKEN.slice(0, -1)}`), TOKEN)).toBe(false);
    expect(mayReadMetrics(asking(`Bearer ${TOKEN}0`), TOKEN)).toBe(false);
    expect(mayReadMetrics(asking(`Bearer ${TOKEN.slice(0, -1)}x`), TOKEN)).toBe(false);
    expect(mayReadMetrics(asking(TOKEN), TOKEN)).toBe(false);
    expect(mayReadMetrics(asking(), TOKEN)).toBe(false);
  });

  it('when any bearer is checked, then the comparison is timingSafeEqual over two digests of one length', () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    for (const given of [
      `Bearer ${TOKEN}`,
      'Bearer x',
      `Bearer ${TOKEN}${'y'.repeat(100)}`,
      `Bearer ${TOKEN.slice(0, -1)}x`,
    ]) {
      compare.mockClear();
      mayReadMetrics(asking(given), TOKEN);
      expect(compare).toHaveBeenCalledTimes(1);
      const [a, b] = compare.mock.calls[0]! as [Buffer, Buffer];
      expect(a.length).toBe(32);
      expect(b.length).toBe(32);
    }
  });
});
