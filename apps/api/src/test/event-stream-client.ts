export type ServerEvent = { event: string; data: unknown };

/**
 * Reads a server-sent event stream the way the web app does: fetch streaming, the token in the authorization header
 * (never in the URL). app.inject() cannot read an endless response, so stream tests listen on a real port.
 * `next()` waits for the next event (comments skipped); `ended()` waits for the server to end the stream.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  const queued: ServerEvent[] = [];

  async function fill(timeoutMs: number): Promise<void> {
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const chunk = await reader.read();
      if (chunk.done) done = true;
      else buffer += chunk.value;
    } finally {
      clearTimeout(timer);
    }
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      queued.push({ event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') });
    }
  }

  return {
    response,
    async next(timeoutMs = 5000): Promise<ServerEvent> {
      while (queued.length === 0) {
        if (done) throw new Error('stream ended');
        await fill(timeoutMs);
      }
      return queued.shift()!;
    },
    /** The next event named `event`, skipping others. */
    async nextOf(event: string, timeoutMs = 5000): Promise<ServerEvent> {
      for (;;) {
        const got = await this.next(timeoutMs);
        if (got.event === event) return got;
      }
    },
    async ended(timeoutMs = 5000): Promise<boolean> {
      while (!done) await fill(timeoutMs);
      return true;
    },
    close: () => abort.abort(),
  };
}
