import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import { SharedRead } from '../../lib/shared-read.js';
import { checkConnectionBudget } from './connection-budget.js';

const healthSchema = z.object({
  success: z.boolean(),
  statusCode: z.number(),
  message: z.string(),
  data: z.object({ database: z.enum(['up', 'down']) }),
});

const readySchema = healthSchema.extend({
  data: z.object({ database: z.enum(['up', 'down']), migrations: z.enum(['applied', 'pending', 'unknown']) }),
});

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Anyone may ask, as often as they like: however many ask at once, one check runs at a time, and each answer is
  // from a check that started after it was asked (a flood costs the database a query or two at a time, not one each).
  const liveness = new SharedRead(() => ctx.database.ping());
  const readiness = new SharedRead(async () => {
    // Its ping is liveness's own: a check of that one started after this one did.
    const up = await liveness.get();
    const pending = up ? await pendingMigrations(ctx.database).catch(() => undefined) : undefined;
    // Asked again each time: raising max_connections (a PostgreSQL restart) makes the processes ready without theirs.
    const overBudget = up ? await checkConnectionBudget(ctx.database, ctx.config).catch(() => undefined) : undefined;
    return { up, pending, overBudget };
  });

  // Liveness: the process answers. A database outage is reported, not a reason to restart the process.
  r.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness: the process answers (and says whether its database does)',
        tags: ['health'],
        response: { 200: healthSchema },
      },
    },
    async () => {
      const up = await liveness.get();
      return {
        success: true,
        statusCode: 200,
        message: up ? 'OK' : 'The process is alive; the database is not answering.',
        data: { database: up ? ('up' as const) : ('down' as const) },
      };
    },
  );

  // Readiness: send traffic here only when the database answers, every committed migration is applied and the API
  // processes' connections fit what PostgreSQL allows (connection-budget.ts).
  r.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness: the database answers, its migrations are applied and the connections fit',
        tags: ['health'],
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const { up, pending, overBudget } = await readiness.get();
      const migrations =
        pending === undefined ? ('unknown' as const) : pending === 0 ? ('applied' as const) : ('pending' as const);
      const ready = up && migrations === 'applied' && overBudget === undefined;
      reply.code(ready ? 200 : 503);
      const message = ready
        ? 'Ready'
        : !up
          ? 'The database is not answering.'
          : migrations !== 'applied'
            ? 'Database migrations are not applied.'
            : overBudget!;
      return {
        success: ready,
        statusCode: ready ? 200 : 503,
        message,
        data: { database: up ? ('up' as const) : ('down' as const), migrations },
      };
    },
  );
}
