import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { createLeaveResponseSchema, createLeaveSchema, leaveSchema } from '@hospital/contract/leave';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/reply.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/doctors/consultants',
    {
      config: { access: 'public', logOnlyFailedOrSlow: true },
      schema: {
        summary: 'List consultants, optionally filtered by a search term',
        tags: ['doctors'],
        querystring: consultantsQuerySchema,
        response: { 200: successEnvelope(z.array(doctorListItemSchema)) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await ctx.doctors.listBody(request.query.limit, request.query.searchTerm)),
  );

  r.get(
    '/doctors/single-doctor/:id',
    {
      config: { access: 'public', logOnlyFailedOrSlow: true },
      schema: {
        summary: "Read a doctor's profile with schedule, reviews and available dates",
        tags: ['doctors'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: successEnvelope(doctorDetailSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await doctorDetailBody(ctx.db, ctx.doctors, request.params.id)),
  );

  r.put(
    '/doctors/update-doctor-schedule/:doctorId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Replace a doctor's weekly schedule",
        tags: ['doctors'],
        params: z.object({ doctorId: objectIdSchema }),
        body: updateScheduleSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await updateSchedule(ctx, request.user!, request.params.doctorId, request.body.schedule);
      return ok('Schedule updated.', null);
    },
  );

  const idParams = z.object({ id: objectIdSchema });
  const leaveParams = idParams;
  const managedEnvelope = successEnvelope(managedDoctorSchema);

  r.get(
    '/doctors/manage',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every doctor with every field, inactive ones included',
        tags: ['admin'],
        querystring: manageDoctorsQuerySchema,
        response: { 200: successEnvelope(z.array(managedDoctorSchema)) },
      },
    },
    async (request) => ok('Doctors retrieved successfully.', await manageDoctors(ctx, request.query)),
  );

  r.get(
    '/doctors/me',
    {
      config: { access: 'doctor' },
      schema: {
        summary: 'The doctor record the signed-in doctor account is linked to',
        tags: ['doctors'],
        response: { 200: managedEnvelope },
      },
    },
    async (request) => ok('Doctor retrieved successfully.', await ownDoctor(ctx, request.user!)),
  );

  r.post(
    '/doctors',
    {
      config: { access: 'admin' },
      schema: { summary: 'Add a doctor', tags: ['admin'], body: doctorInputSchema, response: { 201: managedEnvelope } },
    },
    async (request, reply) => {
      const doctor = await createDoctor(ctx, request.user!, request.body);
      reply.code(201);
      return ok('Doctor added.', doctor, 201);
    },
  );

  r.put(
    '/doctors/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change a doctor's details",
        tags: ['admin'],
        params: idParams,
        body: doctorInputSchema,
        response: { 200: managedEnvelope },
      },
    },
    async (request) => ok('Doctor updated.', await editDoctor(ctx, request.user!, request.params.id, request.body)),
  );

  r.patch(
    '/doctors/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Activate or deactivate a doctor',
        tags: ['admin'],
        params: idParams,
        body: doctorStatusSchema,
        response: { 200: managedEnvelope },
      },
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
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/doctors/:id/photo',
      {
        config: { access: 'admin' },
        bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
        schema: {
          summary: "Upload a doctor's photo (multipart field `photo`: JPG, PNG or WebP, at most 5 MB)",
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: managedEnvelope },
        },
      },
      async (request) =>
        ok(
          'Photo updated.',
          await replaceDoctorPhoto(ctx, request.user!, request.params.id, await photoUpload(request)),
        ),
    );
  });

  r.get(
    '/doctors/photos/:file',
    {
      config: { access: 'public', logOnlyFailedOrSlow: true },
      schema: {
        summary: "A doctor's photo (WebP, named by its content: cached for a year)",
        tags: ['doctors'],
        params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/, 'Photo not found.') }),
        response: { 200: z.string().describe(WEBP_IMAGE) },
      },
    },
    async (request, reply) => {
      const bytes = await findDoctorPhoto(ctx.db, request.params.file.slice(0, 64));
      if (!bytes) throw AppError.notFound('Photo not found.');
      // Bytes, not the JSON the typed reply expects: sent through the untyped reply.
      return (reply as FastifyReply)
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(bytes));
    },
  );

  r.post(
    '/doctors/:id/leave',
    {
      config: { access: 'leave' },
      schema: {
        summary: 'Add leave for a doctor; answers the pending appointments inside it',
        tags: ['doctors'],
        params: leaveParams,
        body: createLeaveSchema,
        response: { 201: successEnvelope(createLeaveResponseSchema) },
      },
    },
    async (request, reply) => {
      const result = await addLeave(ctx, request.user!, request.params.id, request.body);
      reply.code(201);
      return ok('Leave added.', result);
    },
  );

  r.get(
    '/doctors/:id/leave',
    {
      config: { access: 'leave' },
      schema: {
        summary: "List a doctor's leave that has not ended",
        tags: ['doctors'],
        params: leaveParams,
        response: { 200: successEnvelope(z.array(leaveSchema)) },
      },
    },
    async (request) => ok('Leave retrieved successfully.', await leavesOf(ctx, request.user!, request.params.id)),
  );

  r.delete(
    '/doctors/:id/leave/:leaveId',
    {
      config: { access: 'leave' },
      schema: {
        summary: 'Remove a leave',
        tags: ['doctors'],
        params: z.object({ id: objectIdSchema, leaveId: objectIdSchema }),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeLeave(ctx, request.user!, request.params.id, request.params.leaveId);
      return ok('Leave removed.', null);
    },
  );
}

/** The one file of the multipart body, in memory (at most 5 MB); a missing, misnamed or oversized file is a 400. */
async function photoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(PHOTO_MISSING_MESSAGE, 'photo');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'photo') return await part.toBuffer();
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.badRequest(PHOTO_SIZE_MESSAGE, 'photo');
    throw AppError.badRequest(PHOTO_MISSING_MESSAGE, 'photo');
  }
  throw AppError.badRequest(PHOTO_MISSING_MESSAGE, 'photo');
}
