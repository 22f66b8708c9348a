import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callbackSchema, createCallbackSchema, updateRemarksSchema } from '@hospital/contract/callbacks';
import { objectIdSchema } from '@hospital/contract/ids';
import type { AppContext } from '../../lib/context.js';
import { hitPublicFormLimit } from '../../lib/public-forms.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { allCallbacks, answerCallback, requestCallback } from './callbacks.service.js';

export async function callbacksRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'callbacks' });

  route.post(
    '/callback',
    {
      access: 'public',
      summary: 'Ask the hospital to call back',
      body: createCallbackSchema,
      data: z.null(),
      status: 201,
    },
    async (request) => {
      await hitPublicFormLimit(ctx, request.ip);
      await requestCallback(ctx, request.body, request.user?.id ?? null);
      return ok('Thank you! We have received your request and will call you back soon.', null);
    },
  );

  route.get(
    '/callback/all-callback',
    { access: 'desk', summary: 'List callback requests, unanswered first', data: z.array(callbackSchema) },
    async () => ok('Callback requests retrieved successfully.', await allCallbacks(ctx.db)),
  );

  route.put(
    '/callback/update-remarks/:callBackId',
    {
      access: 'desk',
      summary: "Record the desk's remarks on a callback",
      params: z.object({ callBackId: objectIdSchema }),
      body: updateRemarksSchema,
      data: callbackSchema,
    },
    async (request) =>
      ok(
        'Remarks saved.',
        await answerCallback(ctx.db, request.user!, request.params.callBackId, request.body.updatedDoc.remarks),
      ),
  );
}
