import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import {
  approveSlotRequestSchema,
  createSlotRequestSchema,
  rejectSlotRequestSchema,
  slotRequestQuerySchema,
  slotRequestSchema,
} from '@hospital/contract/slot-requests';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { TOO_MANY_FORMS } from '../users/users.routes.js';
import { createSlotRequest, decideSlotRequest, recentSlotRequests } from './slot-requests.service.js';

export async function slotRequestsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rules = ctx.config.rateLimits;

  r.post(
    '/marketer/create-slot-request',
    {
      config: { access: 'slotRequest' },
      schema: {
        summary: 'Request an emergency slot (Quick Reserve)',
        tags: ['slot-requests'],
        body: createSlotRequestSchema,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      // A public form (docs/architecture.md §6): it shares the per-IP budget of callbacks and registration.
      await ctx.limiter.hit(
        `form:${request.ip}`,
        { limit: rules.publicFormPerIp, windowSeconds: rules.publicFormWindowSeconds },
        TOO_MANY_FORMS,
      );
      await createSlotRequest(ctx, request.user!, request.body);
      reply.code(201);
      return ok('Your emergency slot request has been received. We will contact you shortly.', null, 201);
    },
  );

  r.get(
    '/marketer/get-slot-requests',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List emergency slot requests by age and status',
        tags: ['slot-requests'],
        querystring: slotRequestQuerySchema,
        response: { 200: successEnvelope(z.array(slotRequestSchema)) },
      },
    },
    async (request) => ok('Slot requests retrieved successfully.', await recentSlotRequests(ctx.db, request.query)),
  );

  r.patch(
    '/marketer/approve-slot-request',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Approve an emergency slot request',
        tags: ['slot-requests'],
        body: approveSlotRequestSchema,
        response: { 200: successEnvelope(slotRequestSchema) },
      },
    },
    async (request) =>
      ok('Slot request approved.', await decideSlotRequest(ctx.db, request.user!, request.body.requestId, 'approved')),
  );

  r.patch(
    '/marketer/reject-slot-request',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reject an emergency slot request',
        tags: ['slot-requests'],
        body: rejectSlotRequestSchema,
        response: { 200: successEnvelope(slotRequestSchema) },
      },
    },
    async (request) =>
      ok('Slot request rejected.', await decideSlotRequest(ctx.db, request.user!, request.body.requestId, 'rejected')),
  );
}
