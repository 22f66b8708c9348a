import { APP_PRELOADS_ELEMENT_ID, SERVER_PAGE_ELEMENT_ID } from '@hospital/contract/server-render';
import { registerServiceWorker } from './app/service-worker';
import { yieldToMain } from './lib/yield-to-main';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The next frame the browser paints (or a second, in a tab in the background, which paints nothing). */
const nextPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 1000);
  });

// A page the server rendered is readable as it arrives: it paints first, with all the bandwidth for its stylesheet
// and picture; then the app's and the page's chunks, which the server listed in a <template>, all download at once,
// and the app adopts the page (docs/decisions/0017).
if (document.getElementById(SERVER_PAGE_ELEMENT_ID)) {
  await nextPaint();
  const preloads = document.getElementById(APP_PRELOADS_ELEMENT_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
}
// The app's code is run in pieces, with a breath between: React, the translations, the store with the API's
// endpoints, then the router and the page. On a slow phone each is tens of milliseconds; run at once they were one
// long task of 300 ms and more, and a tap or scroll waited for all of it. A module runs once: `start`
// finds these already run.
await import('react-dom/client');
await yieldToMain();
await import('./i18n/i18n');
await yieldToMain();
await import('./app/store');
await yieldToMain();
const { startApp } = await import('./app/start');
await startApp(root);
registerServiceWorker();
