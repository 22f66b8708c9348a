import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.js';

const { ctx, call } = useTestApp();

describe('platform', () => {
  it('when the database answers, then health says so', async () => {
    const res = await call(undefined, 'GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, statusCode: 200, message: 'OK', data: { database: 'up' } });
  });

  it('when an API route does not exist, then the answer is a 404 envelope', async () => {
    const res = await call(undefined, 'GET', '/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404, errorSources: [{ path: '' }] });
  });

  it('when any API answer is sent, then it carries the security headers and no-store', async () => {
    const res = await call(undefined, 'GET', '/health');
    const csp = String(res.headers['content-security-policy']);
    const directives = `default-src 'self'; script-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
    for (const directive of directives.split('; ')) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // Served over plain http here, so no HSTS (it is only meaningful over HTTPS).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('when the OpenAPI document is requested, then it lists the API routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/users/create-patient', '/patients/{id}']),
    );
  });

  it('when a body is larger than the limit, then it answers 413 in the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});
