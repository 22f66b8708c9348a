import { Agent, fetch as undiciFetch } from 'undici';

/** The fetch every helper here takes: the global one, or one made by `clientFetch`. */
export type Fetch = typeof globalThis.fetch;

/**
 * A client of the hospital as one patient's device: it trusts `ca` (the test's own certificate) and, given `from`,
 * connects from that loopback address (127.0.0.2, 127.0.0.3, ...), so nginx and the API see different patients
 * on one machine.
 */
export function clientFetch(options: { ca?: string; from?: string }): Fetch {
  const dispatcher = new Agent({
    ...(options.from ? { localAddress: options.from } : {}),
    connect: options.ca ? { ca: options.ca } : {},
  });
  return ((input: string | URL, init: Record<string, unknown> = {}) =>
    undiciFetch(input, { ...init, dispatcher })) as unknown as Fetch;
}
