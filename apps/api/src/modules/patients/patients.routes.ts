import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import {
  familyMemberInputSchema,
  familyMemberSchema,
  patientSchema,
  preferencesSchema,
  updatePreferencesSchema,
} from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { addFamilyMember, changeFamilyMember, deleteFamilyMember, familyOf } from './family.service.js';
import { toPatientDto } from './patients.dto.js';
import { readPatient } from './patients.service.js';
import { preferencesOf, updatePreferences } from './preferences.service.js';

const memberParams = z.object({ memberId: objectIdSchema });

export async function patientsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/patients/:id',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Read a patient record (me, an _id or an account email)',
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

  // Family members (docs/architecture.md §11): every logged-in account may keep up to six.
  r.get(
    '/patients/family',
    {
      config: { access: 'self' },
      schema: {
        summary: "List the caller's family members",
        tags: ['patients'],
        response: { 200: successEnvelope(z.array(familyMemberSchema)) },
      },
    },
    async (request) => ok('Family members retrieved successfully.', await familyOf(ctx, request.user!)),
  );

  r.post(
    '/patients/family',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Add a family member (up to 6)',
        tags: ['patients'],
        body: familyMemberInputSchema,
        response: { 201: successEnvelope(familyMemberSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Family member added.', await addFamilyMember(ctx, request.user!, request.body), 201);
    },
  );

  r.put(
    '/patients/family/:memberId',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Change a family member',
        tags: ['patients'],
        params: memberParams,
        body: familyMemberInputSchema,
        response: { 200: successEnvelope(familyMemberSchema) },
      },
    },
    async (request) =>
      ok('Family member updated.', await changeFamilyMember(ctx, request.user!, request.params.memberId, request.body)),
  );

  r.delete(
    '/patients/family/:memberId',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Remove a family member',
        description:
          'Pending appointments must be cancelled first; a member with past visits leaves the list and keeps their history.',
        tags: ['patients'],
        params: memberParams,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteFamilyMember(ctx, request.user!, request.params.memberId);
      return ok('Family member removed.', null);
    },
  );

  r.get(
    '/patients/me/preferences',
    {
      config: { access: 'self' },
      schema: {
        summary: "Read the caller's SMS language and opt-out",
        tags: ['patients'],
        response: { 200: successEnvelope(preferencesSchema) },
      },
    },
    async (request) => ok('Preferences retrieved successfully.', await preferencesOf(ctx, request.user!)),
  );

  r.put(
    '/patients/me/preferences',
    {
      config: { access: 'self' },
      schema: {
        summary: "Change the caller's SMS language or opt-out",
        tags: ['patients'],
        body: updatePreferencesSchema,
        response: { 200: successEnvelope(preferencesSchema) },
      },
    },
    async (request) => ok('Preferences saved.', await updatePreferences(ctx, request.user!, request.body)),
  );
}
