/**
 * Lets the browser run what is waiting (a tap, a scroll, a frame) before the caller goes on. Start-up work on a slow
 * phone is cut into pieces with it, so no piece is one long task (Lighthouse's Total Blocking Time counts those).
 * `scheduler.yield()` where the browser has it (Chromium 129+: the caller resumes ahead of other tasks); otherwise a
 * macrotask through a message channel, which unlike `setTimeout(0)` is not clamped to 4 ms after nested timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
