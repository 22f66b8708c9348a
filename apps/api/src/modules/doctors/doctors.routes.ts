import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultantsQuerySchema, doctorDetailSchema, doctorListItemSchema, updateScheduleSchema } from '@hospital/contract/doctors';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { doctorDetailBody, updateSchedule } from './doctors.service.js';

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
}
