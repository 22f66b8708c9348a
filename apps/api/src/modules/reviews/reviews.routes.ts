import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createReviewSchema, reviewSchema } from '@hospital/contract/reviews';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
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
  const route = routesOf(app, { tag: 'reviews' });

  route.get(
    '/reviews/',
    {
      access: 'public',
      summary: 'List the newest reviews',
      query: reviewsQuerySchema,
      data: z.array(reviewSchema),
      logOnlyFailedOrSlow: true,
    },
    async (request, reply) => {
      const { limit } = request.query;
      const entry = await ctx.doctors.remember(`reviews|${limit}`, () => recentReviewsBody(ctx.db, limit));
      return sendCached(request, reply, entry);
    },
  );

  route.post(
    '/reviews/create-review',
    {
      access: 'self',
      summary: 'Review a doctor after a done visit',
      body: createReviewSchema,
      data: z.null(),
      status: 201,
    },
    async (request) => {
      await createReview(ctx, request.user!, request.body);
      return ok('Thank you! Your review has been added.', null);
    },
  );
}
