import { sandboxForms } from '@hospital/test-harness/sandbox-forms';
import type { TestContext } from './test-app.js';

export { sandboxForms };

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
