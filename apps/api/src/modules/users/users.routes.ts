import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  inviteUserSchema,
  staffAccountSchema,
  updateUserSchema,
  usersQuerySchema,
  type StaffAccount,
} from '@hospital/contract/admin';
import { registerSchema } from '@hospital/contract/auth';
import { objectIdSchema } from '@hospital/contract/ids';
import { patientSchema } from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { hitPublicFormLimit } from '../../lib/public-forms.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { toPatientDto } from '../patients/patients.dto.js';
import { assertRegistrationCode, proveNumber } from '../phone-proofs/phone-proofs.service.js';
import { inviteUser, listAccounts, resendInvitation, updateAccount } from './staff.service.js';
import { assertNotDemoAddress, createAccount } from './users.service.js';

/** An invitation and a resent one answer alike: the account, and where its set-password link went. */
function invitationSent(account: StaffAccount) {
  return ok(`Invitation sent to ${account.email}.`, account);
}

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'admin' });

  route.post(
    '/users/create-patient',
    {
      access: 'public',
      summary: 'Register a patient account',
      tag: 'users',
      body: registerSchema,
      data: patientSchema,
      status: 201,
    },
    async (request) => {
      await hitPublicFormLimit(ctx, request.ip);
      const { code, ...account } = request.body;
      assertNotDemoAddress(ctx.config.appEnv, account.email);
      // The number is proved by its code in the account's own transaction: a refused registration proves nothing.
      const proved = await assertRegistrationCode(ctx, account.contact, code);
      const { patient } = await createAccount(
        ctx.db,
        { ...account, role: 'patient' },
        { alsoInTransaction: proved ? (tx, user) => proveNumber(tx, account.contact, user.id) : undefined },
      );
      return ok('Registration successful. Please log in.', toPatientDto(patient, { withContact: true }));
    },
  );

  route.get(
    '/users',
    {
      access: 'admin',
      summary: "Staff accounts (or one role's accounts), with their last login",
      query: usersQuerySchema,
      data: z.array(staffAccountSchema),
    },
    async (request) => ok('Accounts retrieved successfully.', await listAccounts(ctx, request.query)),
  );

  route.post(
    '/users/invite',
    {
      access: 'admin',
      summary: 'Invite a staff member: an account with no password yet, and a mailed link to choose one',
      body: inviteUserSchema,
      data: staffAccountSchema,
      status: 201,
    },
    async (request) => invitationSent(await inviteUser(ctx, request.user!, request.body, request.language)),
  );

  route.post(
    '/users/:id/invitation',
    {
      access: 'admin',
      summary: 'Send an invited staff member a new set-password link (the old ones stop working)',
      params: z.object({ id: objectIdSchema }),
      data: staffAccountSchema,
    },
    async (request) => invitationSent(await resendInvitation(ctx, request.user!, request.params.id, request.language)),
  );

  route.patch(
    '/users/:id',
    {
      access: 'admin',
      summary: "Change an account's role, active state or linked doctor",
      params: z.object({ id: objectIdSchema }),
      body: updateUserSchema,
      data: staffAccountSchema,
    },
    async (request) => ok('Account updated.', await updateAccount(ctx, request.user!, request.params.id, request.body)),
  );
}
