import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';

const healthSchema = z.object({
  success: z.boolean(),
  statusCode: z.number(),
  message: z.string(),
  data: z.object({ database: z.enum(['up', 'down']) }),
});

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { config: { access: 'public' }, schema: { summary: 'Liveness: the process and its database answer', tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await ctx.database.ping();
      reply.code(up ? 200 : 503);
      return {
        success: up,
        statusCode: up ? 200 : 503,
        message: up ? 'OK' : 'The database is not answering.',
        data: { database: up ? ('up' as const) : ('down' as const) },
      };
    },
  );
}
