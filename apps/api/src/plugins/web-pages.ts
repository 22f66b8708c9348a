import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import {
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
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// A rendered page is compressed per request, off the event loop: brotli's quality 5 keeps most of the gain of 11
// (measured on the home page: about 10% larger) at a small fraction of the time.
const PAGE_BROTLI_QUALITY = 5;

export async function compressPage(html: string, encoding: Encoding): Promise<Buffer> {
  const body = Buffer.from(html);
  if (encoding === 'br') {
    return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
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
  return value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
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
    if (content !== undefined) html = html.replace(metaTag(name), () => `<meta name="${name}" content="${escapeAttribute(content)}" />`);
  }
  return html;
}

/** JSON inside `<script type="application/json">`: no `<` may appear, or a `</script>` in a doctor's bio would end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page the browser receives: the shell with the page's head, the links that fetch its chunks and stylesheets
 * at once (`preloads`), the rendered markup inside #root, and the data the app adopts it with (src/main.tsx).
 */
export function assemblePage(shell: string, shellHead: PageHead, path: string, page: RenderedPage, preloads: string): string {
  const payload: ServerPagePayload = { path, data: page.data, shellHead };
  const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">${scriptJson(payload)}</script>`;
  return withHead(shell, page.head)
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<div id="root"></div>', () => root);
}

/** Vite's manifest (dist/.vite/manifest.json): each source module's chunk, its static imports and its stylesheets. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link>`s for the chunks and stylesheets `modules` need when the page loads, minus what the shell already links
 * (its entry and the entry's imports). Without them the browser would learn of a page's chunks only after running
 * the entry, one round trip later for each level of imports.
 */
export function preloadLinks(manifest: ViteManifest, modules: string[]): string {
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
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const inShell = closure(entries);
  const links: string[] = [];
  const cssInShell = new Set([...inShell].flatMap((key) => manifest[key]!.css ?? []));
  const cssSeen = new Set<string>();
  for (const key of closure(modules)) {
    if (inShell.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (cssInShell.has(css) || cssSeen.has(css)) continue;
      cssSeen.add(css);
      // A stylesheet, not a preload: the page is painted before its script runs, so its styles must apply already.
      links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return links.map((link) => `    ${link}\n`).join('');
}
