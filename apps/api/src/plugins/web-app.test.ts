import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PAGE_ELEMENT_ID, type ServerPagePayload } from '@hospital/contract/server-render';
import { createTestApp, type TestContext } from '../test/test-app.js';

const SHELL = `<!doctype html><html lang="en"><head>
    <title>Home title</title>
    <meta
      name="description"
      content="Home description"
    />
    <meta name="robots" content="index, follow" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head><body>
    <div id="root"></div>
  </body></html>`;
const SCRIPT = `console.log(${JSON.stringify('the entry '.repeat(200))})`;

/** A build as `npm run build` leaves it: files with their .br and .gz copies, Vite's manifest, the shell. */
function fakeBuild(): { web: string; dist: string } {
  const web = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  const files: Record<string, string> = {
    'assets/index-abc123.js': SCRIPT,
    'assets/home-def456.js': 'export const home = 1;',
    'assets/format-0a1b2c.js': 'export const format = 1;',
    'assets/start-9f8e7d.js': 'export const start = 1;',
    'assets/home-def456.css': '.hero{color:red}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
  };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        imports: ['_format-0a1b2c.js'],
        dynamicImports: ['src/app/start.tsx'],
      },
      'src/app/start.tsx': { file: 'assets/start-9f8e7d.js', imports: ['_format-0a1b2c.js'] },
      '_format-0a1b2c.js': { file: 'assets/format-0a1b2c.js' },
      'src/app/routes/home.tsx': {
        file: 'assets/home-def456.js',
        imports: ['_format-0a1b2c.js', 'index.html'],
        css: ['assets/home-def456.css'],
      },
    }),
  );
  return { web, dist };
}

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx) with the same contract: it renders `/`
 * from data it reads through the fetch the API hands it, leaves other pages to the browser, and fails on /broken.
 */
const FAKE_ENTRY = `
export async function createRenderer({ meta, fetch }) {
  return {
    async render(url, language) {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/in-language') return { status: 200, html: '<h1>' + (language === 'bn' ? 'আমরা রোগীর সামগ্রিক সুস্থতার দিকে খেয়াল রাখি' : 'Rendered in English') + '</h1>', head: { title: 'Language' }, data: {}, modules: [] };
      if (path === '/broken') throw new Error('a bug in a page');
      if (path === '/gone') return { status: 404, html: '<h1>We are working on it.</h1>', head: { title: 'Page not found', robots: 'noindex' }, data: {}, modules: [] };
      if (path !== '/') return null;
      const health = await (await fetch(new Request('http://localhost/api/v1/health'))).json();
      return {
        status: 200,
        html: '<h1>Rendered home, hotline ' + meta['hospital-hotline'] + '</h1>',
        head: { title: 'Rendered <title>', description: 'A "quoted" description' },
        data: { api: { health: health.success, bio: '</script><script>alert(1)</script>' } },
        modules: ['src/app/routes/home.tsx'],
      };
    },
  };
}`;

function payloadOf(html: string): ServerPagePayload {
  const json = new RegExp(`<script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return JSON.parse(json!) as ServerPagePayload;
}

describe('serving the built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webDist: fakeBuild().dist });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('when a client route is opened directly, then the app shell is served with the security headers (history fallback)', async () => {
    for (const url of ['/', '/doctor-profile/0123456789abcdef01234567', '/patient/', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Home title</title>');
      expect(res.body).toContain('<meta name="hospital-hotline" content="09611223344" />');
      // The demo's settings: the page shows its banner and simulated payments.
      expect(res.body).toContain('<meta name="hospital-mode" content="demo" />');
      expect(res.body).toContain('<meta name="hospital-payments" content="sandbox" />');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('when the shell is sent, then it links the app its entry loads, so both are fetched at once', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/patient/' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/start-9f8e7d.js">');
    expect(head).not.toContain('href="/assets/format-0a1b2c.js"');
    expect(head).not.toContain('fetchpriority');
  });

  it('when the browser accepts brotli or gzip, then the shell comes compressed that way, and it varies on accept-encoding', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/patient/',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Home title</title>');

    const gz = await ctx.app.inject({ method: 'GET', url: '/patient/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Home title</title>');

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/patient/',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<title>Home title</title>');
  });

  it('when a hashed asset is requested, then the precompressed copy the browser accepts is sent, typed as the file, immutable for a year', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('when an unhashed file is requested, then it is revalidated, compressed too', async () => {
    for (const url of ['/favicon.svg', '/sw.js']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toBe(
      'image/svg+xml',
    );
  });

  it('when a file that is not there is requested, then it is a 404, not the shell (a chunk a new deploy removed)', async () => {
    for (const url of ['/assets/home-0ld0ld.js', '/assets/index-abc123.js.br', '/missing.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>');
    }
    expect((await ctx.app.inject({ method: 'HEAD', url: '/assets/home-0ld0ld.js' })).statusCode).toBe(404);
  });

  it('when an unknown API path is requested, then it is a JSON 404, not the app shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('server-rendered pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const { web, dist } = fakeBuild();
    mkdirSync(path.join(web, 'dist-ssr'));
    writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
    ctx = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('when a page the web build renders is opened, then its markup, head and data come inside the shell, read from this API in-process', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    // The server's own settings reach the rendering too.
    expect(res.body).toContain('<div id="root"><h1>Rendered home, hotline 09611223344</h1></div>');
    expect(res.body).toContain('<title>Rendered &lt;title&gt;</title>');
    expect(res.body).toContain('<meta name="description" content="A &quot;quoted&quot; description" />');
    expect(res.body).toContain('<meta name="robots" content="index, follow" />');
    const payload = payloadOf(res.body);
    expect(payload).toEqual({
      path: '/',
      data: { api: { health: true, bio: '</script><script>alert(1)</script>' } },
      shellHead: { title: 'Home title', description: 'Home description', robots: 'index, follow' },
    });
    // Data cannot close its script element early.
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('when a page is rendered, then its stylesheet is linked, and the chunks of the app and page wait in a template until it has painted', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // The page is readable without its script: the stylesheet it needs is linked, at the priority stylesheets have.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-def456.css">');
    const template = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/start-9f8e7d.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/home-def456.js">');
    expect(template.match(/modulepreload/g)).toHaveLength(2);
    // Outside the template only the small entry and what it imports, at low priority.
    const outside = head.replace(template, '');
    expect(outside).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">');
    expect(outside).not.toContain('start-9f8e7d.js');
    expect(outside).not.toContain('home-def456.js"');
  });

  it('when the browser accepts brotli, then the rendered page comes compressed, varying on accept-encoding', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Rendered home');
  });

  it('when a page is left to the browser, or rendering it fails, then the shell is sent', async () => {
    for (const url of ['/patient/', '/broken']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(SERVER_PAGE_ELEMENT_ID);
    }
  });

  it('when the rendered page is the not-found page, then it answers 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('We are working on it.');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('when the visitor chose Bangla (cookie lang=bn), then the page is rendered in Bangla and the document says <html lang="bn">; otherwise English', async () => {
    const bangla = await ctx.app.inject({
      method: 'GET',
      url: '/in-language',
      headers: { cookie: 'theme=x; lang=bn' },
    });
    expect(bangla.statusCode).toBe(200);
    expect(bangla.body).toContain('<html lang="bn">');
    expect(bangla.body).toContain('<h1>আমরা রোগীর সামগ্রিক সুস্থতার দিকে খেয়াল রাখি</h1>');

    for (const cookie of [undefined, 'lang=en', 'lang=bnx']) {
      const english = await ctx.app.inject({ method: 'GET', url: '/in-language', headers: cookie ? { cookie } : {} });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('<h1>Rendered in English</h1>');
    }
  });
});
