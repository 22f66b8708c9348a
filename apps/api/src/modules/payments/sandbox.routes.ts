import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@hospital/contract/envelope';
import type { AppContext } from '../../lib/context.js';
import { routesOf } from '../../lib/routes.js';
import { HTML_PAGE } from '../../plugins/openapi.js';
import type { SandboxGateway } from './sandbox-gateway.js';
import { messagePage, paymentPage, SANDBOX_CSS } from './sandbox-page.js';

const tranIdParams = z.object({ tranId: z.string().min(1).max(30) });
const html = z.string().describe(HTML_PAGE);
/** A sandbox page pays an appointment's fee or a medicine order's bill: either page offers to pay again. */
const PAGE_CLOSED =
  'This payment page has been used or has expired. Go back to your appointment or medicine order to pay again.';

function sendHtml(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

/** A URL of ours as a path, so a redirect stays on whatever origin the browser is on (a dev proxy, say). */
function onOurOrigin(url: string, publicUrl: string): string | undefined {
  const target = new URL(url);
  return target.origin === new URL(publicUrl).origin ? `${target.pathname}${target.search}` : undefined;
}

/**
 * The sandbox gateway's pages (docs/architecture.md §9). Pressing a button posts the signed callback fields
 * here; the sandbox records the outcome in its own ledger, delivers the IPN server to server, then answers
 * 307 so the browser posts the same fields to the callback URL, as it would coming back from SSLCommerz.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { ctx, sandbox }: { ctx: AppContext; sandbox: SandboxGateway },
) {
  const route = routesOf(app, { tag: 'payments' });

  route.get(
    '/payments/sandbox.css',
    { access: 'public', summary: "The sandbox pages' stylesheet", hide: true },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_CSS),
  );

  route.get(
    '/payments/sandbox/:tranId',
    {
      access: 'public',
      summary: 'The sandbox payment page',
      params: tranIdParams,
      response: { 200: html, 404: html, 410: html },
    },
    async (request, reply) => {
      const row = await sandbox.transaction(request.params.tranId);
      if (!row) return sendHtml(reply, 404, messagePage('Payment not found', 'This payment page does not exist.'));
      if (!sandbox.isLive(row)) {
        return sendHtml(reply, 410, messagePage('Payment closed', PAGE_CLOSED));
      }
      return sendHtml(
        reply,
        200,
        paymentPage(row, (action) => sandbox.callbackFields(row, action)),
      );
    },
  );

  route.post(
    '/payments/sandbox/:tranId/:action',
    {
      access: 'public',
      summary: 'A sandbox page button: records the outcome, delivers the IPN, then 307 to the callback URL',
      params: tranIdParams.extend({ action: z.enum(['pay', 'fail', 'cancel']) }),
      body: z.record(z.string(), z.string()),
      response: { 307: z.null(), 400: z.union([html, errorEnvelopeSchema]), 409: html },
    },
    async (request, reply) => {
      const { tranId, action } = request.params;
      const done = await sandbox.complete(tranId, action, request.body);
      if (!done.accepted)
        return sendHtml(
          reply,
          400,
          messagePage('Payment not accepted', 'These payment details were not issued by this page.'),
        );
      if (!done.settled) {
        return sendHtml(reply, 409, messagePage('Payment closed', PAGE_CLOSED));
      }
      if (done.moved) await deliverIpn(app, ctx, done.ipnUrl, request.body);
      const next = onOurOrigin(done.next, ctx.config.publicUrl) ?? done.next;
      return reply.redirect(next, 307);
    },
  );
}

/**
 * The IPN, server to server, before the browser is sent on (a prompt gateway's order). It goes through the
 * real `/payments/ipn` route in process, so it works on any deployment, whatever PUBLIC_URL points at.
 */
async function deliverIpn(app: FastifyInstance, ctx: AppContext, ipnUrl: string, fields: Record<string, string>) {
  const path = onOurOrigin(ipnUrl, ctx.config.publicUrl);
  if (!path) return;
  try {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (res.statusCode !== 200) ctx.log.warn({ statusCode: res.statusCode }, 'sandbox IPN was not accepted');
  } catch (error) {
    ctx.log.warn({ err: error }, 'sandbox IPN could not be delivered');
  }
}
