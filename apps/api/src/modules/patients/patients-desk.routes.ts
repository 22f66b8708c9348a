import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { objectIdSchema } from '@hospital/contract/ids';
import { patientContactParamsSchema, patientSchema, updatePatientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { toPatientDto } from './patients.dto.js';
import { correctPatient, patientsByContact } from './patients.service.js';

/** The desk's patient tools: look up by contact and (admin) correct a record. */
export async function patientsDeskRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'patients' });

  route.get(
    '/patients/contact/:contact',
    {
      access: 'desk',
      summary: 'Find patients by contact number',
      params: patientContactParamsSchema,
      data: z.array(patientSchema),
    },
    async (request) => {
      const rows = await patientsByContact(ctx.db, request.params.contact);
      return ok(
        'Patients retrieved successfully.',
        rows.map((row) => toPatientDto(row, { withContact: true })),
      );
    },
  );

  route.put(
    '/patients/update/:patientId',
    {
      access: 'admin',
      summary: "Correct a patient's name, age and weight",
      params: z.object({ patientId: objectIdSchema }),
      body: updatePatientSchema,
      data: patientSchema,
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
