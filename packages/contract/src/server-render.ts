import type { Language } from './format-bn.js';

/**
 * How the API renders the web app's public pages in its own process (docs/decisions/0017-server-rendered-public-pages.md):
 * the web build ships a server entry (`apps/web/dist-ssr/entry-server.js`) that the API loads at start-up and asks
 * for each page, and the page the browser receives carries what the app needs to adopt it. Types and names only.
 */

/** The head a page sets; the API writes it into the HTML it sends. */
export type PageHead = { title: string; description?: string; keywords?: string; robots?: string };

/** One rendered page, or null from `render` when the page is rendered in the browser instead. */
export type RenderedPage = {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** The markup inside `<div id="root">`. */
  html: string;
  head: PageHead | undefined;
  /** The store's state the page was rendered from, handed to the browser's store. */
  data: Record<string, unknown>;
  /** Source paths of the page's modules (keys of Vite's manifest), so their chunks can be preloaded. */
  modules: string[];
};

/** Renders `url` in `language` (the visitor's `lang` cookie; English without one). */
export type PageRenderer = { render(url: string, language: Language): Promise<RenderedPage | null> };

/** What the web build's server entry exports. `Fetch` is the global `fetch`'s type, which this package does not assume. */
export type ServerEntry<Fetch> = {
  createRenderer(options: {
    /** The same name/value pairs the API writes as `<meta name>` tags into every page. */
    meta: Record<string, string>;
    /** Answers the app's API requests from the same process. */
    fetch: Fetch;
  }): Promise<PageRenderer>;
};

/** The id of the `<script type="application/json">` in a server-rendered page. */
export const SERVER_PAGE_ELEMENT_ID = 'server-page';

/**
 * The id of the `<template>` in a server-rendered page's head holding the `<link rel="modulepreload">`s of the app
 * and the page: inert until the page has painted, then put in the head so they all download at once.
 */
export const APP_PRELOADS_ELEMENT_ID = 'app-preloads';

/** Its content. */
export type ServerPagePayload = {
  /** The path the page was rendered for: anything else (a cached copy shown for another path) is not hydrated. */
  path: string;
  data: Record<string, unknown>;
  /** The head of the plain app shell, which pages restore when they are left. */
  shellHead: PageHead;
};
