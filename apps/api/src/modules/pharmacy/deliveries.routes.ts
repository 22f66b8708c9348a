import { z } from 'zod';
import {
  assignRiderSchema,
  cashCloseBodySchema,
  cashCloseSchema,
  cashOwedListSchema,
  deliveredSchema,
  deliveryFailedSchema,
  deliveryOrderListSchema,
  deliveryOrderSchema,
  deliveryParamsSchema,
  orderIdParamsSchema,
  pharmacyOrderSchema,
  riderSchema,
} from '@hospital/contract/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { RouteModuleOptions } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import {
  assignOrder,
  cashOwed,
  closeCash,
  deliver,
  failDelivery,
  listRiders,
  myDeliveries,
  pickUp,
  sendNewCode,
} from './deliveries.service.js';

// Home delivery (docs/architecture.md §12): the pharmacy (pharmacist, admin) gives packed orders to riders, sends a
// new handover code and closes each rider's cash; a rider works only the orders assigned to them (any other: 404).

export async function deliveriesRoutes(app: FastifyInstance, { ctx }: RouteModuleOptions) {
  const route = routesOf(app, { tag: 'pharmacy' });

  route.get(
    '/pharmacy/riders',
    {
      access: 'pharmacy',
      summary: 'The active delivery riders, with how many orders each has to pick up or on the way',
      data: z.array(riderSchema),
    },
    async () => ok('Riders retrieved successfully.', await listRiders(ctx)),
  );

  route.post(
    '/pharmacy/orders/:id/assign',
    {
      access: 'pharmacy',
      summary: 'Give a packed (or failed) delivery order to a rider; another rider may take it over until picked up',
      params: orderIdParamsSchema,
      body: assignRiderSchema,
      data: pharmacyOrderSchema,
    },
    async (request) =>
      ok('Rider assigned.', await assignOrder(ctx, request.user!, request.params.id, request.body.riderId)),
  );

  route.post(
    '/pharmacy/orders/:id/new-code',
    {
      access: 'pharmacy',
      summary: "Send the patient a new handover code for an order on its way; the old code's tries end",
      params: orderIdParamsSchema,
      data: pharmacyOrderSchema,
    },
    async (request) => ok('A new code was sent.', await sendNewCode(ctx, request.user!, request.params.id)),
  );

  route.get(
    '/pharmacy/cash',
    {
      access: 'pharmacy',
      summary: "Each rider's cash from delivered orders not yet closed",
      data: cashOwedListSchema,
    },
    async () => ok('Cash retrieved successfully.', await cashOwed(ctx)),
  );

  route.post(
    '/pharmacy/cash/close',
    {
      access: 'pharmacy',
      summary: "Close a rider's cash: every delivered order with cash not yet closed, against the amount counted",
      body: cashCloseBodySchema,
      data: cashCloseSchema,
      status: 201,
    },
    async (request) => ok('Cash closed.', await closeCash(ctx, request.user!, request.body)),
  );

  route.get(
    '/deliveries/mine',
    {
      access: 'delivery',
      summary: "The rider's orders to pick up and on the way, and those delivered or failed today",
      data: deliveryOrderListSchema,
    },
    async (request) => ok('Deliveries retrieved successfully.', await myDeliveries(ctx, request.user!)),
  );

  route.post(
    '/deliveries/:orderId/picked-up',
    {
      access: 'delivery',
      summary: 'The rider takes a packed order: it is on the way, and the patient gets the handover code by SMS',
      params: deliveryParamsSchema,
      data: deliveryOrderSchema,
    },
    async (request) => ok('Order picked up.', await pickUp(ctx, request.user!, request.params.orderId)),
  );

  route.post(
    '/deliveries/:orderId/delivered',
    {
      access: 'delivery',
      summary: "Hand the order over against the patient's code, with the cash collected when unpaid",
      description: `A wrong code counts; after 5 wrong codes the order answers 423 until the pharmacy sends a new code.`,
      params: deliveryParamsSchema,
      body: deliveredSchema,
      data: deliveryOrderSchema,
    },
    async (request) => ok('Order delivered.', await deliver(ctx, request.user!, request.params.orderId, request.body)),
  );

  route.post(
    '/deliveries/:orderId/failed',
    {
      access: 'delivery',
      summary: 'The order could not be handed over: unreachable, refused or a wrong address',
      params: deliveryParamsSchema,
      body: deliveryFailedSchema,
      data: deliveryOrderSchema,
    },
    async (request) =>
      ok('Delivery marked failed.', await failDelivery(ctx, request.user!, request.params.orderId, request.body)),
  );
}
