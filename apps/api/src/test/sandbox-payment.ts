import type { TestContext } from './test-app.js';

/** The forms of a sandbox payment page as a browser sees them: action and hidden fields. */
export function sandboxForms(page: string) {
  return [...page.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => ({
    action: action!,
    fields: Object.fromEntries(
      [...inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [
        n!,
        unescapeHtml(v!),
      ]),
    ),
  }));
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function submitForm(ctx: TestContext, url: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Presses a button of the page: the form POST, then the browser following the 307 with the same body, as browsers do. */
export async function pressSandboxButton(ctx: TestContext, page: string, action: 'pay' | 'fail' | 'cancel') {
  const form = sandboxForms(page).find((f) => f.action.endsWith(`/${action}`))!;
  const first = await submitForm(ctx, form.action, form.fields);
  const second = await submitForm(ctx, String(first.headers.location), form.fields);
  return { first, second };
}

/** Pays an online appointment of the caller through the built-in sandbox gateway, end to end. */
export async function payOnline(ctx: TestContext, token: string, appointmentId: string): Promise<void> {
  const init = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/init/${appointmentId}`,
    headers: { authorization: token },
  });
  if (init.statusCode !== 200) throw new Error(`payment could not start: ${init.body}`);
  const page = await ctx.app.inject({ method: 'GET', url: new URL(init.json().data.url as string).pathname });
  await pressSandboxButton(ctx, page.body, 'pay');
}
