import { afterEach, describe, expect, it, vi } from 'vitest';

// env.ts reads the page once, when it loads: each test writes the tags the server would, then loads it afresh.
async function loadEnvWith(metas: Record<string, string>) {
  for (const [name, content] of Object.entries(metas)) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return (await import('./env')).env;
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="hospital-"]').forEach((meta) => meta.remove());
  vi.restoreAllMocks();
});

describe('run-time settings from the page', () => {
  it('when the server wrote no tags (vite dev, unit tests), then the site is a demo with sandbox payments', async () => {
    const env = await loadEnvWith({});
    expect(env.siteMode).toBe('demo');
    expect(env.payments).toBe('sandbox');
  });

  it('when the server wrote production and no payments, then those are the settings', async () => {
    const env = await loadEnvWith({ 'hospital-mode': 'production', 'hospital-payments': 'none' });
    expect(env.siteMode).toBe('production');
    expect(env.payments).toBe('none');
  });

  it('when the server wrote sslcommerz, then payments are real', async () => {
    expect((await loadEnvWith({ 'hospital-payments': 'sslcommerz' })).payments).toBe('sslcommerz');
  });

  it('when a tag holds an unknown value, then the demo default applies and a warning is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = await loadEnvWith({ 'hospital-mode': 'live', 'hospital-payments': 'paypal' });
    expect(env.siteMode).toBe('demo');
    expect(env.payments).toBe('sandbox');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('when the server wrote a hotline, then it is read beside the other settings', async () => {
    expect((await loadEnvWith({ 'hospital-hotline': '09610001122' })).hospitalHotline).toBe('09610001122');
  });
});
