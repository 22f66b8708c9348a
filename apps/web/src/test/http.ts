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
