import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loggedOutState } from '@/features/auth/stores/auth-slice';
import { changeLanguage, startI18n } from '@/i18n/i18n';
import { storedLanguage } from '@/i18n/language';
import { SERVER_DATA_RECEIVED } from '@/lib/api-client';
import { captureReferralLink } from '@/lib/referral-link';
import { yieldToMain } from '@/lib/yield-to-main';
import { AppProvider } from './provider';
import { AppRouter, loadMatchedRoutes } from './router';
import { readServerPage, restoreShellHead } from './server-page';
import { makeStore } from './store';

/**
 * Starts the app in `container`. A page the server rendered (docs/decisions/0017) is adopted: the store starts with
 * the data it was built from, the router with the page's code already loaded, and until hydration ends every
 * component sees the session as the server did (nobody signed in), so the first render matches the HTML. Any other
 * page (the shell) is rendered here, as before.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // Before the router reads the address: a marketer's `?ref=` is kept and leaves the address bar.
  captureReferralLink();
  const store = makeStore();
  const serverPage = readServerPage();
  const chosen = storedLanguage();
  if (!serverPage) {
    await startI18n(chosen);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <AppProvider store={store}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
    return root;
  }
  // The page is adopted in the language the server wrote it in (the cookie's); should this browser's stored choice
  // differ (its cookie was cleared), the page turns to it once adopted (after hydration has committed: a change
  // of language in the middle of it would be a render React must match against the server's HTML).
  const served = document.documentElement.lang === 'bn' ? 'bn' : 'en';
  await startI18n(served);
  await yieldToMain();
  store.dispatch({ type: SERVER_DATA_RECEIVED, payload: serverPage.data });
  restoreShellHead(serverPage.shellHead);
  await loadMatchedRoutes(window.location.pathname);
  await yieldToMain();
  // Hydrated as a transition, so React works through the page in slices of a few milliseconds and yields between
  // them: on a slow phone one unbroken hydration was a 250 to 450 ms task (Lighthouse's TBT), during which a tap
  // waited. The page is already painted and readable; a tap on a part not yet hydrated makes React hydrate it first.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProvider
          store={store}
          serverState={{ ...store.getState(), auth: loggedOutState }}
          onStarted={chosen !== served ? () => void changeLanguage(chosen) : undefined}
        >
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
  return root;
}
