import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  doctorInputSchema,
  doctorStatusSchema,
  managedDoctorSchema,
  manageDoctorsQuerySchema,
  PHOTO_MAX_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
} from '@hospital/contract/admin';
import {
  consultantsQuerySchema,
  doctorDetailSchema,
  doctorListItemSchema,
  updateScheduleSchema,
} from '@hospital/contract/doctors';
import { objectIdSchema } from '@hospital/contract/ids';
import { createLeaveResponseSchema, createLeaveSchema, leaveSchema } from '@hospital/contract/leave';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { ok, sendBody } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { uploadedFile } from '../../lib/uploads.js';
import { WEBP_IMAGE } from '../../plugins/openapi.js';
import {
  createDoctor,
  editDoctor,
  manageDoctors,
  ownDoctor,
  replaceDoctorPhoto,
  setDoctorActive,
  updateSchedule,
} from './doctor-admin.service.js';
import { findDoctorPhoto } from './doctors.repository.js';
import { doctorDetailBody } from './doctors.service.js';
import { addLeave, leavesOf, removeLeave } from './leave.service.js';

export async function doctorsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'doctors' });

  route.get(
    '/doctors/consultants',
    {
      access: 'public',
      summary: 'List consultants, optionally filtered by a search term',
      query: consultantsQuerySchema,
      data: z.array(doctorListItemSchema),
      logOnlyFailedOrSlow: true,
    },
    async (request, reply) =>
      sendCached(request, reply, await ctx.doctors.listBody(request.query.limit, request.query.searchTerm)),
  );

  route.get(
    '/doctors/single-doctor/:id',
    {
      access: 'public',
      summary: "Read a doctor's profile with schedule, reviews and available dates",
      params: z.object({ id: z.string().max(64) }),
      data: doctorDetailSchema,
      logOnlyFailedOrSlow: true,
    },
    async (request, reply) =>
      sendCached(request, reply, await doctorDetailBody(ctx.db, ctx.doctors, request.params.id)),
  );

  route.put(
    '/doctors/update-doctor-schedule/:doctorId',
    {
      access: 'admin',
      summary: "Replace a doctor's weekly schedule",
      params: z.object({ doctorId: objectIdSchema }),
      body: updateScheduleSchema,
      data: z.null(),
    },
    async (request) => {
      await updateSchedule(ctx, request.user!, request.params.doctorId, request.body.schedule);
      return ok('Schedule updated.', null);
    },
  );

  const idParams = z.object({ id: objectIdSchema });
  const leaveParams = idParams;

  route.get(
    '/doctors/manage',
    {
      access: 'admin',
      summary: 'Every doctor with every field, inactive ones included',
      tag: 'admin',
      query: manageDoctorsQuerySchema,
      data: z.array(managedDoctorSchema),
    },
    async (request) => ok('Doctors retrieved successfully.', await manageDoctors(ctx, request.query)),
  );

  route.get(
    '/doctors/me',
    {
      access: 'doctor',
      summary: 'The doctor record the signed-in doctor account is linked to',
      data: managedDoctorSchema,
    },
    async (request) => ok('Doctor retrieved successfully.', await ownDoctor(ctx, request.user!)),
  );

  route.post(
    '/doctors',
    {
      access: 'admin',
      summary: 'Add a doctor',
      tag: 'admin',
      body: doctorInputSchema,
      data: managedDoctorSchema,
      status: 201,
    },
    async (request) => {
      const doctor = await createDoctor(ctx, request.user!, request.body);
      return ok('Doctor added.', doctor);
    },
  );

  route.put(
    '/doctors/:id',
    {
      access: 'admin',
      summary: "Change a doctor's details",
      tag: 'admin',
      params: idParams,
      body: doctorInputSchema,
      data: managedDoctorSchema,
    },
    async (request) => ok('Doctor updated.', await editDoctor(ctx, request.user!, request.params.id, request.body)),
  );

  route.patch(
    '/doctors/:id/status',
    {
      access: 'admin',
      summary: 'Activate or deactivate a doctor',
      tag: 'admin',
      params: idParams,
      body: doctorStatusSchema,
      data: managedDoctorSchema,
    },
    async (request) => {
      const doctor = await setDoctorActive(ctx, request.user!, request.params.id, request.body.active);
      return ok(doctor.active ? 'Doctor activated.' : 'Doctor deactivated.', doctor);
    },
  );

  // Multipart is parsed in this scope only: every other route still answers a multipart body with 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    routesOf(uploads, { tag: 'admin' }).post(
      '/doctors/:id/photo',
      {
        access: 'admin',
        summary: "Upload a doctor's photo (multipart field `photo`: JPG, PNG or WebP, at most 5 MB)",
        consumes: ['multipart/form-data'],
        params: idParams,
        data: managedDoctorSchema,
        bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      },
      async (request) =>
        ok(
          'Photo updated.',
          await replaceDoctorPhoto(ctx, request.user!, request.params.id, await photoUpload(request)),
        ),
    );
  });

  route.get(
    '/doctors/photos/:file',
    {
      access: 'public',
      summary: "A doctor's photo (WebP, named by its content: cached for a year)",
      params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/, 'Photo not found.') }),
      response: { 200: z.string().describe(WEBP_IMAGE) },
      logOnlyFailedOrSlow: true,
    },
    async (request, reply) => {
      const bytes = await findDoctorPhoto(ctx.db, request.params.file.slice(0, 64));
      if (!bytes) throw AppError.notFound('Photo not found.');
      return sendBody(reply, 'image/webp', 'public, max-age=31536000, immutable', Buffer.from(bytes));
    },
  );

  route.post(
    '/doctors/:id/leave',
    {
      access: 'leave',
      summary: 'Add leave for a doctor; answers the pending appointments inside it',
      params: leaveParams,
      body: createLeaveSchema,
      data: createLeaveResponseSchema,
      status: 201,
    },
    async (request) => {
      const result = await addLeave(ctx, request.user!, request.params.id, request.body);
      return ok('Leave added.', result);
    },
  );

  route.get(
    '/doctors/:id/leave',
    {
      access: 'leave',
      summary: "List a doctor's leave that has not ended",
      params: leaveParams,
      data: z.array(leaveSchema),
    },
    async (request) => ok('Leave retrieved successfully.', await leavesOf(ctx, request.user!, request.params.id)),
  );

  route.delete(
    '/doctors/:id/leave/:leaveId',
    {
      access: 'leave',
      summary: 'Remove a leave',
      params: z.object({ id: objectIdSchema, leaveId: objectIdSchema }),
      data: z.null(),
    },
    async (request) => {
      await removeLeave(ctx, request.user!, request.params.id, request.params.leaveId);
      return ok('Leave removed.', null);
    },
  );
}

/** The photo of the multipart body, in memory (at most 5 MB); a missing, misnamed or oversized file is a 400. */
async function photoUpload(request: FastifyRequest): Promise<Buffer> {
  const messages = { missing: PHOTO_MISSING_MESSAGE, tooLarge: PHOTO_SIZE_MESSAGE };
  return (await uploadedFile(request, 'photo', messages)).bytes;
}
