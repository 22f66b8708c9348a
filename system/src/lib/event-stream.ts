import type { Fetch } from './client.js';

export type ServerEvent = { event: string; data: unknown };

export type EventStream = {
  status: number;
  events: ServerEvent[];
  /** Resolves with the first event (already received or still to come) that matches, or rejects after `ms`. */
  waitFor(match: (e: ServerEvent) => boolean, ms?: number): Promise<ServerEvent>;
  close(): void;
};

/** Reads a server-sent event stream with fetch streaming, as the web app does (the token in a header). */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  client: Fetch = fetch,
): Promise<EventStream> {
  const controller = new AbortController();
  const res = await client(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    events,
    waitFor(match, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${ms} ms; got: ${events.map((e) => e.event).join(', ')}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
