import type { Fetch } from './client.js';

export { sandboxForms } from '@hospital/test-harness/sandbox-forms';

/** A form POST as the browser (or the gateway) sends it; redirects are returned, not followed. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  client: Fetch = fetch,
): Promise<Response> {
  return client(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
