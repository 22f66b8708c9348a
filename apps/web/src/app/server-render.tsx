import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@hospital/contract/format-bn';
import type { PageHead, RenderedPage } from '@hospital/contract/server-render';
import { loggedOutState } from '@/features/auth/stores/auth-slice';
import { serverI18n } from '@/i18n/server-i18n';
import { baseApi } from '@/lib/api-client';
import { ServerHeadContext } from '@/lib/head';
import { AppProvider } from './provider';
import { routes, type RouteHandle } from './router';
import type { ServerQueries } from './server-queries';
import { makeStore } from './store';

// Which pages are rendered here: those whose module exports `serverQueries` (src/app/server-queries.ts).
const PAGE_MODULES = import.meta.glob<{ serverQueries?: ServerQueries }>(['./routes/*.tsx', '!./routes/*.test.tsx']);

const handler = createStaticHandler(routes);

const moduleOf = (route: { handle?: unknown }) => (route.handle as RouteHandle | undefined)?.module;

/**
 * Renders the page at `url` (path and query) in `language` as a visitor who is not signed in sees it, with the data its first
 * screen needs; null when the page is left to the browser (not a public page, a redirect, or a request that failed:
 * the browser then loads it and shows its own loading and error states, as without server rendering).
 */
export async function renderPage(url: string, language: Language = 'en'): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const page = context.matches.at(-1);
  const pageModule = page ? moduleOf(page.route) : undefined;
  const loadPage = pageModule ? PAGE_MODULES[pageModule.replace('src/app/', './')] : undefined;
  const serverQueries = loadPage ? (await loadPage()).serverQueries : undefined;
  if (!page || !serverQueries) return null;

  const store = makeStore(loggedOutState);
  const answers = await Promise.all(serverQueries(page.params).map((query) => store.dispatch(query)));
  if (answers.some((answer) => answer.isError)) return null;

  let head: PageHead | undefined;
  const html = renderToString(
    <StrictMode>
      <ServerHeadContext value={(pageHead) => (head = pageHead)}>
        <AppProvider store={store} i18n={serverI18n(language)}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </ServerHeadContext>
    </StrictMode>,
  );
  return {
    status: page.route.path === '*' ? 404 : context.statusCode,
    html,
    head,
    data: { [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] },
    modules: context.matches
      .map((match) => moduleOf(match.route))
      .filter((module): module is string => module !== undefined),
  };
}
