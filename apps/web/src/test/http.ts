import { vi } from 'vitest';
import { jsonResponse } from './tokens';

/** The API's success envelope around `data`, as a fetch Response. */
export function ok(data: unknown, message = 'ok', status = 200): Response {
  return jsonResponse(status, { success: true, statusCode: status, message, data });
}

/** Stands in for the API for one test: every fetch goes to `respond`; the calls stay on the returned mock. */
export function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (request: Request) => respond(request));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
