import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { patientContactParamsSchema, patientSchema, updatePatientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { toPatientDto } from './patients.dto.js';
import { correctPatient, patientsByContact } from './patients.service.js';

/** The desk's patient tools: look up by contact and (admin) correct a record. */
export async function patientsDeskRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/patients/contact/:contact',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Find patients by contact number',
        tags: ['patients'],
        params: patientContactParamsSchema,
        response: { 200: successEnvelope(z.array(patientSchema)) },
      },
    },
    async (request) => {
      const rows = await patientsByContact(ctx.db, request.params.contact);
      return ok(
        'Patients retrieved successfully.',
        rows.map((row) => toPatientDto(row, { withContact: true })),
      );
    },
  );

  r.put(
    '/patients/update/:patientId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Correct a patient's name, age and weight",
        tags: ['patients'],
        params: z.object({ patientId: objectIdSchema }),
        body: updatePatientSchema,
        response: { 200: successEnvelope(patientSchema) },
      },
    },
    async (request) => {
      const { name, age, weight } = request.body.updatedInfo;
      const row = await correctPatient(ctx.db, request.user!, request.params.patientId, {
        name,
        age,
        weight: weight ?? null,
      });
      return ok('Patient information updated.', toPatientDto(row, { withContact: true }));
    },
  );
}
