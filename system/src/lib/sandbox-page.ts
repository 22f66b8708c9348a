import type { Fetch } from './client.js';

export type SandboxForm = { action: string; fields: Record<string, string> };

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The forms of the sandbox payment page as a browser sees them: each button's action and hidden fields. */
export function sandboxForms(page: string): SandboxForm[] {
  return [...page.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => ({
    action: unescapeHtml(action!),
    fields: Object.fromEntries(
      [...inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [
        unescapeHtml(n!),
        unescapeHtml(v!),
      ]),
    ),
  }));
}

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
