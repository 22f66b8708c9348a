import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultantsQuerySchema, doctorDetailSchema, doctorListItemSchema, updateScheduleSchema } from '@hospital/contract/doctors';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { createLeaveResponseSchema, createLeaveSchema, leaveSchema } from '@hospital/contract/leave';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { doctorDetailBody, updateSchedule } from './doctors.service.js';
import { addLeave, leavesOf, removeLeave } from './leave.service.js';

export async function doctorsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/doctors/consultants',
    {
      config: { access: 'public' },
      schema: { summary: 'List consultants, optionally filtered by a search term', tags: ['doctors'], querystring: consultantsQuerySchema, response: { 200: successEnvelope(z.array(doctorListItemSchema)) } },
    },
    async (request, reply) => sendCached(request, reply, await ctx.doctors.listBody(request.query.limit, request.query.searchTerm)),
  );

  r.get(
    '/doctors/single-doctor/:id',
    {
      config: { access: 'public' },
      schema: { summary: 'Read a doctor\'s profile with schedule, reviews and available dates', tags: ['doctors'], params: z.object({ id: z.string().max(64) }), response: { 200: successEnvelope(doctorDetailSchema) } },
    },
    async (request, reply) => sendCached(request, reply, await doctorDetailBody(ctx.db, ctx.doctors, request.params.id)),
  );

  r.put(
    '/doctors/update-doctor-schedule/:doctorId',
    {
      config: { access: 'admin' },
      schema: { summary: 'Replace a doctor\'s weekly schedule',
        tags: ['doctors'],
        params: z.object({ doctorId: objectIdSchema }),
        body: updateScheduleSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await updateSchedule(ctx.db, ctx.doctors, request.params.doctorId, request.body.schedule);
      return ok('Schedule updated.', null);
    },
  );

  const leaveParams = z.object({ id: objectIdSchema });

  r.post(
    '/doctors/:id/leave',
    {
      config: { access: 'leave' },
      schema: { summary: 'Add leave for a doctor; answers the pending appointments inside it', tags: ['doctors'], params: leaveParams, body: createLeaveSchema, response: { 201: successEnvelope(createLeaveResponseSchema) } },
    },
    async (request, reply) => {
      const result = await addLeave(ctx, request.user!, request.params.id, request.body);
      reply.code(201);
      return ok('Leave added.', result);
    },
  );

  r.get(
    '/doctors/:id/leave',
    { config: { access: 'leave' }, schema: { summary: 'List a doctor\'s leave that has not ended', tags: ['doctors'], params: leaveParams, response: { 200: successEnvelope(z.array(leaveSchema)) } } },
    async (request) => ok('Leave retrieved successfully.', await leavesOf(ctx, request.user!, request.params.id)),
  );

  r.delete(
    '/doctors/:id/leave/:leaveId',
    {
      config: { access: 'leave' },
      schema: { summary: 'Remove a leave', tags: ['doctors'], params: z.object({ id: objectIdSchema, leaveId: objectIdSchema }), response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await removeLeave(ctx, request.user!, request.params.id, request.params.leaveId);
      return ok('Leave removed.', null);
    },
  );
}
