import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Language } from '@hospital/contract/format-bn';
import {
  APP_PRELOADS_ELEMENT_ID,
  SERVER_PAGE_ELEMENT_ID,
  type PageHead,
  type RenderedPage,
  type ServerPagePayload,
} from '@hospital/contract/server-render';

/**
 * The pieces of a page the API sends: the app shell with a rendered page and its data written in
 * (docs/decisions/0017-server-rendered-public-pages.md), and HTML compressed as the browser accepts it.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding `accept-encoding` allows: brotli, then gzip, else none. A `q=0` refuses that encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The shell never changes while the process runs: compressed once, as hard as the formats go. */
export type PrecompressedHtml = Record<Encoding, Buffer>;

export function precompress(html: string): PrecompressedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// A rendered page is compressed per request, off the event loop: brotli's quality 5 keeps most of the gain of 11
// (the home page: 9.2 KB against 8.2 KB, from 71 KB) in milliseconds, where 11 takes some hundreds.
const PAGE_BROTLI_QUALITY = 5;

export async function compressPage(html: string, encoding: Encoding): Promise<Buffer> {
  const body = Buffer.from(html);
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const TITLE = /<title>([^<]*)<\/title>/;
const metaTag = (name: string) => new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"\\s*/?>`);
const HEAD_METAS = ['description', 'keywords', 'robots'] as const;

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The title and meta tags of the shell (the home page's), which pages restore when they are left. */
export function readShellHead(shell: string): PageHead {
  const head: PageHead = { title: unescapeAttribute(TITLE.exec(shell)?.[1]?.trim() ?? '') };
  for (const name of HEAD_METAS) {
    const content = metaTag(name).exec(shell)?.[1];
    if (content !== undefined) head[name] = unescapeAttribute(content);
  }
  return head;
}

function withHead(shell: string, head: PageHead | undefined): string {
  if (!head) return shell;
  let html = shell.replace(TITLE, () => `<title>${escapeText(head.title)}</title>`);
  for (const name of HEAD_METAS) {
    const content = head[name];
    if (content !== undefined)
      html = html.replace(metaTag(name), () => `<meta name="${name}" content="${escapeAttribute(content)}" />`);
  }
  return html;
}

/** JSON inside `<script type="application/json">`: no `<` may appear, or a `</script>` in a doctor's bio would end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page the browser receives: the shell with the page's head, the page's stylesheets, the rendered markup inside
 * #root, and the data the app adopts it with (apps/web/src/main.tsx). The page is readable before any script runs, so
 * nothing the first paint does not need competes with it: the app's and the page's chunks are listed in a
 * `<template>` the entry puts into the head once the page has painted (they then all download at once), and the
 * entry itself (a few KB) is fetched at low priority. The shell is sent as it is: without its script it shows nothing.
 */
export function assemblePage(
  shell: string,
  shellHead: PageHead,
  path: string,
  page: RenderedPage,
  links: PageLinks,
  language: Language = 'en',
): string {
  const payload: ServerPagePayload = { path, data: page.data, shellHead };
  const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">${scriptJson(payload)}</script>`;
  const head = `${links.stylesheets}    <template id="${APP_PRELOADS_ELEMENT_ID}">${links.modules}</template>\n`;
  return withHead(shell, page.head)
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
}

/** Vite's manifest (dist/.vite/manifest.json): each source module's chunk, its static imports and its stylesheets. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** The build's entry (index.html's script) and the app it loads once the page has painted (apps/web/src/main.tsx). */
export function entryModules(manifest: ViteManifest): { entries: string[]; app: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return { entries, app: entries.flatMap((key) => manifest[key]!.dynamicImports ?? []) };
}

/** The `<link>`s a page needs: modulepreloads for its chunks, stylesheets for their CSS. */
export type PageLinks = { modules: string; stylesheets: string };

/**
 * `<link>`s for the chunks and stylesheets `modules` need, minus what is linked already (the closure of `linked`).
 * Without them the browser would learn of a chunk only after running the module that imports it, one round trip
 * later for each level of imports.
 */
export function preloadLinks(manifest: ViteManifest, modules: string[], linked: string[]): PageLinks {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const already = closure(linked);
  const scripts: string[] = [];
  const styles: string[] = [];
  const cssLinked = new Set([...already].flatMap((key) => manifest[key]!.css ?? []));
  for (const key of closure(modules)) {
    if (already.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (cssLinked.has(css)) continue;
      cssLinked.add(css);
      // A stylesheet, not a preload: a server-rendered page is painted before its script runs, so its styles must apply.
      styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  const lines = (links: string[]) => links.map((link) => `    ${link}\n`).join('');
  return { modules: lines(scripts), stylesheets: lines(styles) };
}
