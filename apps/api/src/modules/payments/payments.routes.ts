import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { patientAppointmentSchema } from '@hospital/contract/appointments';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { idParams } from '../../lib/id-params.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { appointmentOfCaller } from '../appointments/appointments.service.js';
import { acceptFormBodies, callbackBodySchema, flattenFields } from './callback-body.js';
import type { CallbackResult } from './payment-service.js';
import { findPaymentByTranId, type Channel } from './payments.repository.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { sandboxRoutes } from './sandbox.routes.js';

const BROWSER_CALLBACKS = ['success', 'fail', 'cancel'] as const;
const PAYMENT_NOT_FOUND = 'Payment not found.';

/** What a payment of a pharmacy order came to, for its page (`/pharmacy-orders/{id}?payment=…`). */
function orderOutcome(result: CallbackResult & { known: true }, via: Channel): 'success' | 'failed' | 'cancelled' {
  if (result.status === 'paid') return 'success';
  if (result.status === 'cancelled' || via === 'cancel') return 'cancelled';
  return 'failed';
}

/**
 * Where the browser lands after a callback: the web app's payment pages (docs/product-spec.md §2), or the order's own
 * page for a pharmacy order. Relative, so it stays on our origin.
 */
function landingPage(result: CallbackResult, via: Channel, tranId: string): string {
  const id = encodeURIComponent(tranId.replace(/\p{Cs}/gu, '\uFFFD'));
  if (!result.known) return `/failed/${id}`;
  if (result.orderId)
    return `/pharmacy-orders/${encodeURIComponent(result.orderId)}?payment=${orderOutcome(result, via)}`;
  if (result.status === 'paid') return `/success/${id}`;
  if (result.status === 'cancelled' || via === 'cancel') return '/cancelled';
  return `/failed/${id}`;
}

/** A route that opens the gateway's payment page for something of the caller's own, named by the `param` of its path. */
type PaymentPage = {
  action: string;
  param: string;
  summary: string;
  description?: string;
  start: (userId: string, id: string) => Promise<string>;
};

/**
 * Online payments (docs/architecture.md §9). The callbacks are public on purpose: the gateway's cross-site POST
 * carries no session and no cookie (docs/architecture.md §9), so they trust only the gateway's validation.
 */
export async function paymentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await acceptFormBodies(app);
  const route = routesOf(app, { tag: 'payments' });

  // An unpaid online appointment and a filled online medicine order are paid alike: the caller names one of their
  // own by its id and gets the gateway's page for it.
  const paymentPages: PaymentPage[] = [
    {
      action: 'init',
      param: 'appointmentId',
      summary: 'Open a payment page for an unpaid online appointment',
      start: (userId, id) => ctx.payments.startPaymentForCaller(userId, id),
    },
    {
      action: 'init-order',
      param: 'orderId',
      summary: "Open a payment page for the bill of the caller's own online medicine order",
      description: "Another account's order answers 404. Payable once filled (filled, ready, packed) and until paid.",
      start: (userId, id) => ctx.payments.startOrderPaymentForCaller(userId, id),
    },
  ];

  for (const { action, param, summary, description, start } of paymentPages) {
    route.post(
      `/payments/${action}/:${param}`,
      {
        access: 'self',
        summary,
        description,
        params: idParams(param),
        data: z.object({ url: z.string() }),
      },
      async (request) => ok('Payment page ready.', { url: await start(request.user!.id, request.params[param]!) }),
    );
  }

  route.get(
    '/payments/transaction/:tranId',
    {
      access: 'self',
      summary: "The caller's own appointment that a payment was for (the payment success page)",
      description:
        "An unknown transaction, another patient's and a medicine order's (its page is the order's) answer the same 404.",
      params: z.object({ tranId: z.string().min(1).max(30) }),
      data: patientAppointmentSchema,
    },
    async (request) => {
      const payment = await findPaymentByTranId(ctx.db, request.params.tranId);
      if (!payment?.appointment_id) throw AppError.notFound(PAYMENT_NOT_FOUND);
      return ok(
        'Appointment retrieved successfully.',
        await appointmentOfCaller(ctx, request.user!, payment.appointment_id, PAYMENT_NOT_FOUND),
      );
    },
  );

  for (const via of BROWSER_CALLBACKS) {
    route.post(
      `/payments/${via}`,
      {
        access: 'public',
        summary: `The gateway's ${via}_url: a browser form POST, answered with 303 to the web app's payment page`,
        body: callbackBodySchema,
        response: {
          303: z
            .null()
            .describe(
              'Redirect to /success/{tranId}, /failed/{tranId} or /cancelled; for a medicine order to /pharmacy-orders/{orderId}?payment=success|failed|cancelled',
            ),
        },
      },
      async (request, reply) => {
        const fields = flattenFields(request.body);
        const result = await ctx.payments.handleCallback(fields, via);
        return reply.redirect(landingPage(result, via, fields.tran_id!), 303);
      },
    );
  }

  route.post(
    '/payments/ipn',
    {
      access: 'public',
      summary: "The gateway's server-to-server notification (IPN)",
      body: callbackBodySchema,
      data: z.null(),
    },
    async (request) => {
      const result = await ctx.payments.handleCallback(flattenFields(request.body), 'ipn');
      if (!result.known) throw AppError.notFound(PAYMENT_NOT_FOUND);
      if (result.outcome === 'bad-signature') throw AppError.badRequest('The signature does not match.');
      // Not a 200: the gateway should deliver again once we can reach its validation API.
      if (result.outcome === 'unreachable')
        throw new AppError(503, 'The payment could not be validated yet. Please deliver again later.');
      return ok('IPN received.', null);
    },
  );

  if (ctx.payments.gateway instanceof SandboxGateway)
    await app.register(sandboxRoutes, { ctx, sandbox: ctx.payments.gateway });
}
