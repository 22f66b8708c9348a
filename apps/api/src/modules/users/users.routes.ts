import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerSchema } from '@hospital/contract/auth';
import { successEnvelope } from '@hospital/contract/envelope';
import { patientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { toPatientDto } from '../patients/patients.dto.js';
import { createAccount } from './users.service.js';

export const TOO_MANY_FORMS = 'Too many requests from your network. Please try again in a few minutes.';

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rules = ctx.config.rateLimits;

  r.post(
    '/users/create-patient',
    {
      config: { access: 'public' },
      schema: { summary: 'Register a patient account', tags: ['users'], body: registerSchema, response: { 201: successEnvelope(patientSchema) } },
    },
    async (request, reply) => {
      await ctx.limiter.hit(
        `form:${request.ip}`,
        { limit: rules.publicFormPerIp, windowSeconds: rules.publicFormWindowSeconds },
        TOO_MANY_FORMS,
      );
      const { patient } = await createAccount(ctx.db, { ...request.body, role: 'patient' });
      reply.code(201);
      return ok('Registration successful. Please log in.', toPatientDto(patient, { withContact: true }), 201);
    },
  );
}
