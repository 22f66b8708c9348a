import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  familyMemberInputSchema,
  familyMemberSchema,
  patientSchema,
  preferencesSchema,
  updatePreferencesSchema,
} from '@hospital/contract/patients';
import type { AppContext } from '../../lib/context.js';
import { idParams } from '../../lib/id-params.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { settingRoutes } from '../../lib/setting-routes.js';
import { addFamilyMember, changeFamilyMember, deleteFamilyMember, familyOf } from './family.service.js';
import { toPatientDto } from './patients.dto.js';
import { readPatient } from './patients.service.js';
import { preferencesOf, updatePreferences } from './preferences.service.js';

export async function patientsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'patients' });

  route.get(
    '/patients/:id',
    {
      access: 'self',
      summary: 'Read a patient record (me, an _id or an account email)',
      params: z.object({ id: z.string().min(1).max(254) }),
      data: patientSchema,
    },
    async (request) => {
      const patient = await readPatient(ctx.db, request.user!, request.params.id);
      return ok('Patient retrieved successfully.', toPatientDto(patient, { withContact: true }));
    },
  );

  // Family members (docs/architecture.md §11): every logged-in account may keep up to six.
  route.get(
    '/patients/family',
    { access: 'self', summary: "List the caller's family members", data: z.array(familyMemberSchema) },
    async (request) => ok('Family members retrieved successfully.', await familyOf(ctx, request.user!)),
  );

  route.post(
    '/patients/family',
    {
      access: 'self',
      summary: 'Add a family member (up to 6)',
      body: familyMemberInputSchema,
      data: familyMemberSchema,
      status: 201,
    },
    async (request) => {
      return ok('Family member added.', await addFamilyMember(ctx, request.user!, request.body));
    },
  );

  route.put(
    '/patients/family/:memberId',
    {
      access: 'self',
      summary: 'Change a family member',
      params: idParams('memberId'),
      body: familyMemberInputSchema,
      data: familyMemberSchema,
    },
    async (request) =>
      ok('Family member updated.', await changeFamilyMember(ctx, request.user!, request.params.memberId, request.body)),
  );

  route.delete(
    '/patients/family/:memberId',
    {
      access: 'self',
      summary: 'Remove a family member',
      description:
        'Pending appointments must be cancelled first; a member with past visits leaves the list and keeps their history.',
      params: idParams('memberId'),
      data: z.null(),
    },
    async (request) => {
      await deleteFamilyMember(ctx, request.user!, request.params.memberId);
      return ok('Family member removed.', null);
    },
  );

  settingRoutes(route, '/patients/me/preferences', {
    access: 'self',
    data: preferencesSchema,
    read: {
      sentence: 'Preferences retrieved successfully.',
      summary: "Read the caller's SMS language and opt-out",
      answer: (caller) => preferencesOf(ctx, caller),
    },
    change: {
      sentence: 'Preferences saved.',
      summary: "Change the caller's SMS language or opt-out",
      body: updatePreferencesSchema,
      answer: (caller, body) => updatePreferences(ctx, caller, body),
    },
  });
}
