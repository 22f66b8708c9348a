import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callbackSchema, createCallbackSchema, updateRemarksSchema } from '@hospital/contract/callbacks';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { TOO_MANY_FORMS } from '../users/users.routes.js';
import { allCallbacks, answerCallback, requestCallback } from './callbacks.service.js';

export async function callbacksRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rules = ctx.config.rateLimits;

  r.post(
    '/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask the hospital to call back',
        tags: ['callbacks'],
        body: createCallbackSchema,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await ctx.limiter.hit(
        `form:${request.ip}`,
        { limit: rules.publicFormPerIp, windowSeconds: rules.publicFormWindowSeconds },
        TOO_MANY_FORMS,
      );
      await requestCallback(ctx, request.body, request.user?.id ?? null);
      reply.code(201);
      return ok('Thank you! We have received your request and will call you back soon.', null, 201);
    },
  );

  r.get(
    '/callback/all-callback',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'List callback requests, unanswered first',
        tags: ['callbacks'],
        response: { 200: successEnvelope(z.array(callbackSchema)) },
      },
    },
    async () => ok('Callback requests retrieved successfully.', await allCallbacks(ctx.db)),
  );

  r.put(
    '/callback/update-remarks/:callBackId',
    {
      config: { access: 'desk' },
      schema: {
        summary: "Record the desk's remarks on a callback",
        tags: ['callbacks'],
        params: z.object({ callBackId: objectIdSchema }),
        body: updateRemarksSchema,
        response: { 200: successEnvelope(callbackSchema) },
      },
    },
    async (request) =>
      ok(
        'Remarks saved.',
        await answerCallback(ctx.db, request.user!, request.params.callBackId, request.body.updatedDoc.remarks),
      ),
  );
}
