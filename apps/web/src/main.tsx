import { APP_PRELOADS_ELEMENT_ID, SERVER_PAGE_ELEMENT_ID } from '@hospital/contract/server-render';
import { registerServiceWorker } from './app/service-worker';
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
// React first, then the rest of the app, with a breath between: each is a long task on a slow phone, and taps and
// scrolls are answered in between rather than after both.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { startApp } = await import('./app/start');
await startApp(root);
registerServiceWorker();
