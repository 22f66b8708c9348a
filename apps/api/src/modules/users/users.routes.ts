import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteUserSchema, staffAccountSchema, updateUserSchema, usersQuerySchema } from '@hospital/contract/admin';
import { registerSchema } from '@hospital/contract/auth';
import { objectIdSchema } from '@hospital/contract/ids';
import { successEnvelope } from '@hospital/contract/envelope';
import { patientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { toPatientDto } from '../patients/patients.dto.js';
import { inviteUser, listAccounts, resendInvitation, updateAccount } from './staff.service.js';
import { createAccount } from './users.service.js';

export const TOO_MANY_FORMS = 'Too many requests from your network. Please try again in a few minutes.';

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rules = ctx.config.rateLimits;

  r.post(
    '/users/create-patient',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Register a patient account',
        tags: ['users'],
        body: registerSchema,
        response: { 201: successEnvelope(patientSchema) },
      },
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

  r.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Staff accounts (or one role's accounts), with their last login",
        tags: ['admin'],
        querystring: usersQuerySchema,
        response: { 200: successEnvelope(z.array(staffAccountSchema)) },
      },
    },
    async (request) => ok('Accounts retrieved successfully.', await listAccounts(ctx, request.query)),
  );

  r.post(
    '/users/invite',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Invite a staff member: an account with no password yet, and a mailed link to choose one',
        tags: ['admin'],
        body: inviteUserSchema,
        response: { 201: successEnvelope(staffAccountSchema) },
      },
    },
    async (request, reply) => {
      const account = await inviteUser(ctx, request.user!, request.body, request.language);
      reply.code(201);
      return ok(`Invitation sent to ${account.email}.`, account, 201);
    },
  );

  r.post(
    '/users/:id/invitation',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Send an invited staff member a new set-password link (the old ones stop working)',
        tags: ['admin'],
        params: z.object({ id: objectIdSchema }),
        response: { 200: successEnvelope(staffAccountSchema) },
      },
    },
    async (request) => {
      const account = await resendInvitation(ctx, request.user!, request.params.id, request.language);
      return ok(`Invitation sent to ${account.email}.`, account);
    },
  );

  r.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change an account's role, active state or linked doctor",
        tags: ['admin'],
        params: z.object({ id: objectIdSchema }),
        body: updateUserSchema,
        response: { 200: successEnvelope(staffAccountSchema) },
      },
    },
    async (request) => ok('Account updated.', await updateAccount(ctx, request.user!, request.params.id, request.body)),
  );
}
