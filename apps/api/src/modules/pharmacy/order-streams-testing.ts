import { afterAll, beforeAll, expect } from 'vitest';
import { listenForStreams, openEventStream, type ServerEvent } from '../../test/event-stream-client.js';
import type { TestContext } from '../../test/test-app.js';

// The pharmacy's live order events as a browser reads them: the API listens on a real port for the describe block
// that asks for it, and each stream is opened with the caller's token.

export type OrderStream = Awaited<ReturnType<typeof openEventStream>>;

/**
 * Listens for the stream tests of the describe block it is called in (closed after them). `open(who)` opens the
 * pharmacy's event stream as `who` and waits for its `ready`.
 */
export function usePharmacyEventStreams(ctx: Pick<TestContext, 'app'>) {
  let streams: Awaited<ReturnType<typeof listenForStreams>> | undefined;
  beforeAll(async () => {
    streams = await listenForStreams(ctx.app);
  });
  afterAll(() => streams?.closeAll());

  return {
    async open(who: { token: string }): Promise<OrderStream> {
      const stream = await openEventStream(`${streams!.baseUrl}/pharmacy/events`, { authorization: who.token });
      expect((await stream.next()).event).toBe('ready');
      return stream;
    },
  };
}

/**
 * The stream's next change after `version`. On PostgreSQL an order's earlier changes (its placing, its fill) are
 * announced after their commits and can reach a stream opened since: those are skipped.
 */
export async function nextChangeAfter(stream: OrderStream, version: number): Promise<ServerEvent> {
  for (;;) {
    const event = await stream.next();
    if (((event.data as { version?: number } | undefined)?.version ?? 0) > version) return event;
  }
}
