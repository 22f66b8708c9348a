import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@hospital/contract/format-bn';
import type { PageRenderer, RenderedPage, ServerEntry } from '@hospital/contract/server-render';
import { envelope } from './errors.js';
import { redactUrl } from '../lib/log-redaction.js';
import {
  assemblePage,
  compressPage,
  entryModules,
  escapeAttribute,
  precompress,
  preferredEncoding,
  preloadLinks,
  readShellHead,
  type PageLinks,
  type PrecompressedHtml,
  type ViteManifest,
} from './web-pages.js';

const NOT_FOUND = 'This route does not exist.';

/** What the page must know of the server's settings: the hotline, demo or production, and how payments go. */
export type RuntimeSettings = {
  hotline: string;
  mode: 'demo' | 'production';
  payments: 'sslcommerz' | 'sandbox' | 'none';
};

// A page whose data is slow to come (a database under strain) is not worth waiting for: after this the shell goes
// out, and the browser renders the page and shows its own loading state.
const RENDER_BUDGET_MS = 3000;

/**
 * Serves the built single-page app from the same origin as the API (docs/architecture.md §1):
 * - files as the build precompressed them (brotli, gzip) by `accept-encoding`, with `vary`; hashed assets cached
 *   for a year as immutable, everything else revalidated;
 * - public pages rendered here per request with their data (docs/decisions/0017-server-rendered-public-pages.md),
 *   through the web build's server entry in `../dist-ssr`, when it is there;
 * - every other non-API path answered with the app shell (history fallback), which is also `/index.html` (the
 *   service worker keeps it for offline use).
 */
export const webAppPlugin = fp(async function webApp(
  app: FastifyInstance,
  opts: { root: string | undefined; settings: RuntimeSettings },
) {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  if (!root) {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send(envelope(404, NOT_FOUND, [{ path: '', message: NOT_FOUND }])),
    );
    return;
  }

  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : undefined;
  const { entries, app: appModules } = manifest ? entryModules(manifest) : { entries: [], app: [] };
  // The shell is read once and carries the run-time settings the bundle reads (apps/web/src/config/env.ts), and
  // links the app the entry loads (so it is fetched with the entry, not after it).
  const baseHtml = withRuntimeSettings(readFileSync(path.join(root, 'index.html'), 'utf8'), opts.settings);
  const appLinks = manifest ? preloadLinks(manifest, appModules, entries) : { modules: '', stylesheets: '' };
  const shellHtml = baseHtml.replace('</head>', () => `${appLinks.modules}${appLinks.stylesheets}</head>`);
  const shell = precompress(shellHtml);
  const shellHead = readShellHead(shellHtml);
  const pages = manifest ? await loadPageRenderer(app, root, opts.settings, manifest, entries, appModules) : undefined;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by preCompressed, not served under their own names; the shell is sent below.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, shell));

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send(envelope(404, NOT_FOUND, [{ path: '', message: NOT_FOUND }]));
    const language = languageCookie(request);
    const page = pages ? await pages.render(request, language) : null;
    if (!page) return sendShell(request, reply, shell);
    const html = assemblePage(baseHtml, shellHead, pathOf(request), page, pages!.links(page.modules), language);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = await compressPage(html, encoding);
    return htmlReply(reply, encoding).header('vary', 'accept-encoding, cookie').code(page.status).send(body);
  });
});

// A missing file is a 404, never the shell: a browser that asks for a chunk an old page named must learn that it is
// gone (apps/web/src/lib/chunk-errors.ts), not be handed HTML it cannot run.
const FILE_PATH =
  /^\/assets\/|\.(?:m?js|css|map|json|webmanifest|txt|xml|svg|png|jpe?g|webp|gif|ico|woff2?|mp4|webm|br|gz)$/i;

/** A page to answer with the app (history fallback): a GET outside the API that does not ask for a file. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.startsWith('/api/')) return false;
  return !FILE_PATH.test(new URL(request.url, 'http://localhost').pathname);
}

function htmlReply(reply: FastifyReply, encoding: ReturnType<typeof preferredEncoding>): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply;
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shell: PrecompressedHtml) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return htmlReply(reply, encoding).send(shell[encoding]);
}

/** The language the visitor chose (the web app's `lang` cookie, apps/web/src/i18n/language.ts); English by default. */
function languageCookie(request: FastifyRequest): Language {
  return /(?:^|;\s*)lang=bn(?:;|$)/.test(request.headers.cookie ?? '') ? 'bn' : 'en';
}

/** The page's path, for its data and for log lines: never the query string, which can hold a reset token or an email. */
const pathOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost').pathname;

type PageServer = {
  render(request: FastifyRequest, language: Language): Promise<RenderedPage | null>;
  links(modules: string[]): PageLinks;
};

/**
 * The web build's server entry, if it was built (`apps/web/dist-ssr` beside `dist`). Without it, or if it fails to
 * load, every page is the shell, as before server rendering: the site works either way, only slower to paint.
 */
async function loadPageRenderer(
  app: FastifyInstance,
  root: string,
  settings: RuntimeSettings,
  manifest: ViteManifest,
  entries: string[],
  appModules: string[],
): Promise<PageServer | undefined> {
  const entryFile = path.resolve(root, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  let renderer: PageRenderer;
  try {
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry<typeof fetch>;
    renderer = await entry.createRenderer({ meta: runtimeMeta(settings), fetch: inProcessFetch(app) });
  } catch (error) {
    app.log.error({ err: error }, 'The web app server entry could not be loaded: pages are rendered in the browser');
    return undefined;
  }
  const linksByModules = new Map<string, PageLinks>();
  return {
    async render(request, language) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          request.log.warn(
            { path: redactUrl(request.url) },
            `The page took over ${RENDER_BUDGET_MS} ms to render: the shell was sent`,
          );
          resolve(null);
        }, RENDER_BUDGET_MS);
      });
      try {
        return await Promise.race([renderer.render(request.url, language), timeout]);
      } catch (error) {
        request.log.error(
          { err: error, path: redactUrl(request.url) },
          'The page could not be rendered: the shell was sent',
        );
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    // The app and the page's modules, minus what the entry imports (linked by the shell's own modulepreloads).
    links(modules) {
      const key = modules.join('\n');
      let links = linksByModules.get(key);
      if (links === undefined) {
        links = preloadLinks(manifest, [...appModules, ...modules], entries);
        linksByModules.set(key, links);
      }
      return links;
    },
  };
}

/**
 * The web app's API client, pointed at this process: a page's data is read through the same routes (and their
 * caches) a browser would call, without a socket. Only GETs under /api/v1/ are needed to render a page.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/v1/')) {
      throw new Error(`Rendering a page may only read the API, not ${request.method} ${url.pathname}`);
    }
    const response = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload;
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

const runtimeMeta = (settings: RuntimeSettings): Record<string, string> => ({
  'hospital-hotline': settings.hotline,
  'hospital-mode': settings.mode,
  'hospital-payments': settings.payments,
});

/**
 * The settings as meta tags the bundle reads (apps/web/src/config/env.ts), so one prebuilt bundle serves any
 * hospital and either mode: `hospital-mode` (demo shows the banner), `hospital-payments` (none hides Pay Now,
 * sandbox labels payments as test payments).
 */
export function withRuntimeSettings(html: string, settings: RuntimeSettings): string {
  const metas = Object.entries(runtimeMeta(settings)).map(
    ([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}" />`,
  );
  return html.replace('<head>', `<head>\n    ${metas.join('\n    ')}`);
}
