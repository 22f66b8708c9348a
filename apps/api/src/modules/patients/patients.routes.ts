import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { patientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { toPatientDto } from './patients.dto.js';
import { readPatient } from './patients.service.js';

export async function patientsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/patients/:id',
    {
      config: { access: 'self' },
      schema: { summary: 'Read a patient record (me, an _id or an account email)',
        tags: ['patients'],
        params: z.object({ id: z.string().min(1).max(254) }),
        response: { 200: successEnvelope(patientSchema) },
      },
    },
    async (request) => {
      const patient = await readPatient(ctx.db, request.user!, request.params.id);
      return ok('Patient retrieved successfully.', toPatientDto(patient, { withContact: true }));
    },
  );
}
