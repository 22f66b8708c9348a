import type { ServerEntry } from '@hospital/contract/server-render';
import { setServerMeta } from './config/server-meta';
import { setApiFetch } from './lib/api-fetch';

/**
 * The web app's server entry, built into apps/web/dist-ssr and loaded by the API to render public pages
 * (docs/decisions/0017-server-rendered-public-pages.md). The settings and the API's fetch are handed over before the
 * app's modules are loaded, since some read their settings once when they load (src/config/env.ts).
 */
export const createRenderer: ServerEntry<typeof fetch>['createRenderer'] = async ({ meta, fetch }) => {
  setServerMeta(meta);
  setApiFetch(fetch);
  const { renderPage } = await import('./app/server-render');
  return { render: renderPage };
};
