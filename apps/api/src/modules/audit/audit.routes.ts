import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@hospital/contract/admin';
import { successEnvelope } from '@hospital/contract/envelope';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { toAuditEntryDto } from './audit.js';
import { selectAuditEntries } from './audit.repository.js';

export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The audit trail of admin writes, newest first',
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(z.array(auditEntrySchema)) },
      },
    },
    async (request) => {
      const rows = await selectAuditEntries(ctx.db, request.query);
      return ok('Audit entries retrieved successfully.', rows.map(toAuditEntryDto));
    },
  );
}
