import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { createReviewSchema, reviewSchema } from '@hospital/contract/reviews';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { createReview, recentReviewsBody } from './reviews.service.js';

const reviewsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100.' })
    .int('Limit must be a whole number from 1 to 100.')
    .min(1, 'Limit must be a whole number from 1 to 100.')
    .max(100, 'Limit must be a whole number from 1 to 100.')
    .default(20),
});

export async function reviewsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews/',
    {
      config: { access: 'public', logOnlyFailedOrSlow: true },
      schema: {
        summary: 'List the newest reviews',
        tags: ['reviews'],
        querystring: reviewsQuerySchema,
        response: { 200: successEnvelope(z.array(reviewSchema)) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const entry = await ctx.doctors.remember(`reviews|${limit}`, () => recentReviewsBody(ctx.db, limit));
      return sendCached(request, reply, entry);
    },
  );

  r.post(
    '/reviews/create-review',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Review a doctor after a done visit',
        tags: ['reviews'],
        body: createReviewSchema,
        response: { 201: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await createReview(ctx.db, ctx.doctors, request.user!, request.body);
      reply.code(201);
      return ok('Thank you! Your review has been added.', null, 201);
    },
  );
}
