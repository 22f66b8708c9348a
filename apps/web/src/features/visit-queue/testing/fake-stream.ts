/** A text/event-stream Response the test writes events into, as the API's streams send them. */
export function fakeEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const send = (event: string, data: unknown) =>
    controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  const open = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  return { open, send, drop: () => controller?.error(new Error('network down')) };
}
