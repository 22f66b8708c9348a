/** One dispatched server-sent event: its type ('message' when the server names none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental parser for the text/event-stream format (WHATWG HTML, "Server-sent events"), for reading the
 * stream with fetch: EventSource cannot send the authorization header, and a token in the URL would end up in
 * logs. Chunks may split anywhere, even between the CR and LF of one line break; comments (': ping') are skipped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];

  function dispatch() {
    // An event with no data line is not dispatched, by the standard.
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n') });
    eventType = '';
    data = [];
  }

  function processLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    // 'id' and 'retry' are ignored: the client keeps its own backoff, and 'ready' makes it refetch what it missed.
  }

  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const breakAt = buffer.search(/[\r\n]/);
        if (breakAt === -1) return;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk to know.
        if (buffer[breakAt] === '\r' && breakAt === buffer.length - 1) return;
        const breakLength = buffer.startsWith('\r\n', breakAt) ? 2 : 1;
        const line = buffer.slice(0, breakAt);
        buffer = buffer.slice(breakAt + breakLength);
        processLine(line);
      }
    },
  };
}
