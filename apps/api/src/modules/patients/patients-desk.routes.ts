import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directAppointmentSchema } from '@hospital/contract/appointments';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { patientContactParamsSchema, patientSchema, updatePatientSchema } from '@hospital/contract/patients';
import { patients } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { findOrCreateWalkIn } from '../appointments/walk-in.service.js';
import { toPatientDto } from './patients.dto.js';
import { findPatientsByContact } from './patients.repository.js';
import { PATIENT_NOT_FOUND } from './patients.service.js';

/** The desk's patient tools: look up by contact, register a walk-in, and (admin) correct a record. */
export async function patientsDeskRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/patients/contact/:contact',
    { config: { access: 'desk' }, schema: { tags: ['patients'], params: patientContactParamsSchema, response: { 200: successEnvelope(z.array(patientSchema)) } } },
    async (request) => {
      const rows = await findPatientsByContact(ctx.db, request.params.contact);
      return ok('Patients retrieved successfully.', rows.map((row) => toPatientDto(row, { withContact: true })));
    },
  );

  r.post(
    '/appointment/direct-appointment',
    { config: { access: 'desk' }, schema: { tags: ['patients'], body: directAppointmentSchema, response: { 201: successEnvelope(patientSchema) } } },
    async (request, reply) => {
      const patient = await findOrCreateWalkIn(ctx.db, request.body);
      reply.code(201);
      return ok('Patient ready for booking.', toPatientDto(patient, { withContact: true }), 201);
    },
  );

  r.put(
    '/patients/update/:patientId',
    {
      config: { access: 'admin' },
      schema: { tags: ['patients'], params: z.object({ patientId: objectIdSchema }), body: updatePatientSchema, response: { 200: successEnvelope(patientSchema) } },
    },
    async (request) => {
      const { name, age, weight } = request.body.updatedInfo;
      const [row] = await ctx.db
        .update(patients)
        .set({ name, age, weight: weight ?? null })
        .where(eq(patients.id, request.params.patientId))
        .returning();
      if (!row) throw AppError.notFound(PATIENT_NOT_FOUND);
      return ok('Patient information updated.', toPatientDto(row, { withContact: true }));
    },
  );
}
