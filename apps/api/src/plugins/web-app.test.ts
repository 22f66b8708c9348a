import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app shell</title></head></html>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await ctx.close();
});

describe('serving the web app', () => {
  it('when a client route is opened directly, then the app shell is served with the security headers (history fallback)', async () => {
    for (const url of ['/', '/doctor-profile/0123456789abcdef01234567', '/patient/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
      expect(res.body).toContain('<meta name="hospital-hotline" content="09611223344" />');
      // The demo's settings: the page shows its banner and simulated payments.
      expect(res.body).toContain('<meta name="hospital-mode" content="demo" />');
      expect(res.body).toContain('<meta name="hospital-payments" content="sandbox" />');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('when a hashed asset is requested, then it is cached for a year as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an unhashed file is requested, then it is revalidated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when an unknown API path is requested, then it is a JSON 404, not the app shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
