import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@hospital/contract/admin';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { toAuditEntryDto } from './audit.js';
import { selectAuditEntries } from './audit.repository.js';

export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'admin' });

  route.get(
    '/audit',
    {
      access: 'admin',
      summary: 'The audit trail of admin writes, newest first',
      query: auditQuerySchema,
      data: z.array(auditEntrySchema),
    },
    async (request) => {
      const rows = await selectAuditEntries(ctx.db, request.query);
      return ok('Audit entries retrieved successfully.', rows.map(toAuditEntryDto));
    },
  );
}
