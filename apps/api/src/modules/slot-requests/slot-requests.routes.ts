import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  approveSlotRequestSchema,
  createSlotRequestSchema,
  rejectSlotRequestSchema,
  slotRequestQuerySchema,
  slotRequestSchema,
} from '@hospital/contract/slot-requests';
import type { AppContext } from '../../lib/context.js';
import { hitPublicFormLimit } from '../../lib/public-forms.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { createSlotRequest, decideSlotRequest, recentSlotRequests } from './slot-requests.service.js';

export async function slotRequestsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'slot-requests' });

  route.post(
    '/marketer/create-slot-request',
    {
      access: 'slotRequest',
      summary: 'Request an emergency slot (Quick Reserve)',
      body: createSlotRequestSchema,
      data: z.null(),
      status: 201,
    },
    async (request) => {
      await hitPublicFormLimit(ctx, request.ip);
      await createSlotRequest(ctx, request.user!, request.body);
      return ok('Your emergency slot request has been received. We will contact you shortly.', null);
    },
  );

  route.get(
    '/marketer/get-slot-requests',
    {
      access: 'admin',
      summary: 'List emergency slot requests by age and status',
      query: slotRequestQuerySchema,
      data: z.array(slotRequestSchema),
    },
    async (request) => ok('Slot requests retrieved successfully.', await recentSlotRequests(ctx.db, request.query)),
  );

  route.patch(
    '/marketer/approve-slot-request',
    {
      access: 'admin',
      summary: 'Approve an emergency slot request',
      body: approveSlotRequestSchema,
      data: slotRequestSchema,
    },
    async (request) =>
      ok('Slot request approved.', await decideSlotRequest(ctx.db, request.user!, request.body.requestId, 'approved')),
  );

  route.patch(
    '/marketer/reject-slot-request',
    {
      access: 'admin',
      summary: 'Reject an emergency slot request',
      body: rejectSlotRequestSchema,
      data: slotRequestSchema,
    },
    async (request) =>
      ok('Slot request rejected.', await decideSlotRequest(ctx.db, request.user!, request.body.requestId, 'rejected')),
  );
}
