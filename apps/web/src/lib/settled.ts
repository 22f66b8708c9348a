/**
 * How long after the page was opened the extras may start: the hero video, the partner strip's scroll, the service
 * worker's download of the whole app. Until then the phone's few cores go to making the page work: adopting the
 * server's HTML, the first taps. Measured on a 2-core machine (Chromium, software compositing, as on a phone without
 * a spare core): the looping video and the endless scroll took about 2.8 s of CPU in the first 7 s, in other threads
 * but out of the same two cores, and stretched every task of the page's start 2 to 8 times.
 */
export const SETTLE_AFTER_MS = 5000;

/**
 * Calls `callback` once the page has settled: it has loaded, SETTLE_AFTER_MS have passed since it was opened, and
 * the browser is idle (or 2 s more have passed). Returns a function that cancels it.
 */
export function whenSettled(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const onIdle = () => {
    if (!cancelled) callback();
  };
  const afterDelay = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(onIdle, { timeout: 2000 });
    else onIdle();
  };
  const afterLoad = () => {
    if (cancelled) return;
    timer = setTimeout(afterDelay, Math.max(0, SETTLE_AFTER_MS - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
