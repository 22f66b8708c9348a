import { vi } from 'vitest';
import { jsonResponse } from './tokens';

/** The API's success envelope around `data`, as a fetch Response. */
export function ok(data: unknown, message = 'ok', status = 200): Response {
  return jsonResponse(status, { success: true, statusCode: status, message, data });
}

/** The API's error envelope: `message`, and the reasons field by field, as a fetch Response with `status`. */
export function refused(
  status: number,
  message: string,
  errorSources: ReadonlyArray<{ path: string | number; message: string }> = [],
): Response {
  return jsonResponse(status, { success: false, statusCode: status, message, errorSources });
}

/** Stands in for the API for one test: every fetch goes to `respond`; the calls stay on the returned mock. */
export function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (request: Request) => respond(request));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed fetch was sent: undefined for a GET or a body that is not JSON. */
export async function sentBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

/** The requests a stubbed fetch was sent with `method` to a path that `path` matches, oldest first. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: RegExp): Request[] {
  return fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === method && path.test(new URL(request.url).pathname));
}

/** The query of the last GET a stubbed fetch was sent to a path `path` matches, as name → value ({} if none). */
export function lastQueryTo(fetchMock: ReturnType<typeof stubFetch>, path: RegExp): Record<string, string> {
  const last = requestsTo(fetchMock, 'GET', path).at(-1);
  return last ? Object.fromEntries(new URL(last.url).searchParams) : {};
}

/** A server-sent event stream that opens with `ready`; `onOpen` is handed a way to send further events down it. */
export function eventStream(onOpen: (send: (event: string, data: unknown) => void) => void): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
      onOpen((event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}
