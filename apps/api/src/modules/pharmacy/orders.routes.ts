import {
  createOrderSchema,
  fillOrderSchema,
  orderablePrescriptionParamsSchema,
  orderablePrescriptionSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  paymentMethodBodySchema,
  pharmacyOrderListSchema,
  pharmacyOrderSchema,
  refuseOrderSchema,
} from '@hospital/contract/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { RouteModuleOptions } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { EVENT_STREAM_RESPONSE } from '../../platform/streams/event-stream.js';
import { openUserEventStream } from '../auth/user-event-stream.js';
import {
  cancelOrder,
  changePaymentMethod,
  myOrders,
  orderablePrescription,
  placeOrder,
  readOrder,
} from './orders.service.js';
import {
  fillOrder,
  handOverOrder,
  listOrders,
  markOrderReady,
  refuseOrder,
  returnOrder,
} from './orders-desk.service.js';

// Medicine orders (docs/architecture.md §12). Ordering is every account's (for its own and its family's signed
// prescriptions); another's order answers 404 as a missing one does. Filling, refusing and handing over are the
// pharmacy's (pharmacist, admin). The rider's deliveries are routes of their own.

export async function ordersRoutes(app: FastifyInstance, { ctx, streams }: RouteModuleOptions) {
  const route = routesOf(app, { tag: 'pharmacy' });

  route.get(
    '/pharmacy/prescriptions/:prescriptionId/orderable',
    {
      access: 'self',
      summary: "The order form of one of the caller's signed prescriptions: its lines and what is ordered already",
      params: orderablePrescriptionParamsSchema,
      data: orderablePrescriptionSchema,
    },
    async (request) =>
      ok(
        'Prescription retrieved successfully.',
        await orderablePrescription(ctx, request.user!, request.params.prescriptionId, request.language),
      ),
  );

  route.post(
    '/pharmacy/orders',
    {
      access: 'self',
      summary: 'Order medicines of a signed prescription, for pickup or home delivery (at most 10 orders a day)',
      body: createOrderSchema,
      data: pharmacyOrderSchema,
      status: 201,
    },
    async (request) => ok('Order placed.', await placeOrder(ctx, request.user!, request.body)),
  );

  route.get(
    '/pharmacy/orders/mine',
    {
      access: 'self',
      summary: "The caller's orders and those of their family's prescriptions, newest first (at most 50)",
      data: pharmacyOrderListSchema,
    },
    async (request) => ok('Orders retrieved successfully.', await myOrders(ctx, request.user!)),
  );

  route.get(
    '/pharmacy/events',
    {
      access: 'self',
      summary: 'Stream the changes of the orders the caller may see as server-sent events',
      description:
        "Server-sent events, read with fetch streaming as the bell is (docs/decisions/0006): 'ready', then 'order' ({orderId, state, version}) after each committed change of an order the caller may see: the pharmacy every order, a rider those assigned to them, any other account its own. Pages read the order again. Ends when the access token expires or the session ends.",
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => {
      await openUserEventStream(ctx, request, reply, streams.pharmacy.feed(request.user!));
    },
  );

  route.get(
    '/pharmacy/orders',
    {
      access: 'pharmacy',
      summary: 'The orders still open (oldest first), or those placed on a day (newest first)',
      query: orderListQuerySchema,
      data: pharmacyOrderListSchema,
    },
    async (request) => ok('Orders retrieved successfully.', await listOrders(ctx, request.query)),
  );

  route.get(
    '/pharmacy/orders/:id',
    {
      access: 'self',
      summary: 'An order: for the account that placed it (and its patient’s holder) and for the pharmacy',
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order retrieved successfully.', await readOrder(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/pharmacy/orders/:id/cancel',
    {
      access: 'self',
      summary: 'Cancel an order the pharmacy has not started on (received only)',
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order cancelled.', await cancelOrder(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/pharmacy/orders/:id/payment-method',
    {
      access: 'self',
      summary: 'Switch between paying online and in cash, until paid and before the order leaves',
      params: orderIdParamsSchema,
      body: paymentMethodBodySchema,
      data: pharmacyOrderSchema,
    },
    async (request) =>
      ok(
        'Payment method changed.',
        await changePaymentMethod(ctx, request.user!, request.params.id, request.body.paymentMethod),
      ),
  );

  route.post(
    '/pharmacy/orders/:id/fill',
    {
      access: 'pharmacy',
      summary: 'Fill a received order from stock: every line once, filled, substituted or missing',
      params: orderIdParamsSchema,
      body: fillOrderSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order filled.', await fillOrder(ctx, request.user!, request.params.id, request.body)),
  );

  route.post(
    '/pharmacy/orders/:id/refuse',
    {
      access: 'pharmacy',
      summary: 'Refuse an order before it leaves: its stock returns and an online payment is refunded',
      params: orderIdParamsSchema,
      body: refuseOrderSchema,
      data: pharmacyOrderSchema,
    },
    async (request) =>
      ok('Order refused.', await refuseOrder(ctx, request.user!, request.params.id, request.body.reason)),
  );

  route.post(
    '/pharmacy/orders/:id/ready',
    {
      access: 'pharmacy',
      summary: 'A filled order is ready at the counter (pickup; the patient gets an SMS) or packed (delivery)',
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order marked ready.', await markOrderReady(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/pharmacy/orders/:id/handover',
    {
      access: 'pharmacy',
      summary: 'Hand a ready order over at the counter; unpaid, its total is taken in cash',
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order handed over.', await handOverOrder(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/pharmacy/orders/:id/return',
    {
      access: 'pharmacy',
      summary: 'Take back a failed delivery: its stock returns and an online payment is refunded',
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('Order returned to stock.', await returnOrder(ctx, request.user!, request.params.id)),
  );
}
