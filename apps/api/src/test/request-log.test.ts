import { describe, expect, it } from 'vitest';
import { createDoctor } from './factories.js';
import { useTestApp } from './test-app.js';

const { ctx, call, logs } = useTestApp({ logged: true });

/** The request lines written for `url` (lines are written once per event-loop turn). */
async function linesFor(url: string): Promise<Array<{ msg: string; res?: { statusCode: number } }>> {
  await new Promise((r) => setTimeout(r, 50));
  return logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } })
    .filter((line) => line.req?.url === url);
}

describe('request log (docs/decisions/0025)', () => {
  it('when the public catalogue is read and answered, then no line is written; when the same reads fail, each has its line', async () => {
    const doctor = await createDoctor(ctx.database);
    const reads = [
      '/api/v1/doctors/consultants?[redacted]',
      `/api/v1/doctors/single-doctor/${doctor.id}`,
      '/api/v1/reviews/?[redacted]',
    ];
    for (const url of [
      '/api/v1/doctors/consultants?limit=10',
      `/api/v1/doctors/single-doctor/${doctor.id}`,
      '/api/v1/reviews/?limit=5',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    for (const url of reads) expect(await linesFor(url)).toEqual([]);

    const missing = '/api/v1/doctors/single-doctor/65f0a1b2c3d4e5f6a7b8c9d0';
    expect((await ctx.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/reviews/?limit=many')).statusCode).toBe(400);
    expect((await linesFor(missing)).map((line) => line.res?.statusCode)).toEqual([404]);
    expect((await linesFor('/api/v1/reviews/?[redacted]')).map((line) => line.res?.statusCode)).toEqual([400]);
  });

  it('when any other route is answered, then its line is written as before', async () => {
    expect((await call(undefined, 'GET', '/health')).statusCode).toBe(200);
    expect((await linesFor('/api/v1/health')).map((line) => line.msg)).toEqual(['request completed']);
  });
});
