import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  bookingResultSchema,
  callLogListSchema,
  callLogQuerySchema,
  callLogSchema,
  cancelByPatientSchema,
  checkInResultSchema,
  checkInSchema,
  createAppointmentSchema,
  createCallLogSchema,
  createStaffAppointmentSchema,
  directAppointmentSchema,
  patientAppointmentSchema,
  rescheduleSchema,
  updateAppointmentSchema,
} from '@hospital/contract/appointments';
import { successEnvelope } from '@hospital/contract/envelope';
import { dateStringSchema } from '@hospital/contract/fields';
import { objectIdSchema } from '@hospital/contract/ids';
import { patientSchema } from '@hospital/contract/patients';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { roleMay } from '../../lib/permissions.js';
import { ok } from '../../lib/reply.js';
import { parseOr400 } from '../../lib/validation.js';
import { updateAppointment } from './appointment-updates.js';
import { appointmentOfCaller, appointmentsOfCaller, bookOnline } from './appointments.service.js';
import { checkInByCode, checkInById } from './check-in.service.js';
import { cancelByPatient, rescheduleByPatient } from './patient-changes.service.js';
import { addCallLog, callLogsOf, deskDayList, doctorDayList, patientRecords } from './desk.service.js';
import { toPatientDto } from '../patients/patients.dto.js';
import { bookWalkIn, findOrCreateWalkIn } from './walk-in.service.js';

const idParams = z.object({ appointmentId: objectIdSchema });

export async function appointmentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // One path, two forms: the desk books walk-ins with its own payload, everyone else books
  // for themself. The body is checked against the caller's form, with that form's messages.
  r.post(
    '/appointment',
    {
      config: { access: 'self' },
      schema: {
        summary: 'Book an appointment (online by a patient, or a walk-in by the desk)',
        tags: ['appointments'],
        description: 'Patients send the online booking form; attendants and admins send the walk-in form.',
        body: z.xor([createAppointmentSchema, createStaffAppointmentSchema]),
        response: { 201: successEnvelope(z.union([bookingResultSchema, appointmentSchema])) },
      },
      // The schema above documents both forms; the handler checks the body against the caller's own form, so each
      // form answers with its own messages (a union would report the other form's complaints too).
      validatorCompiler: () => (body) => ({ value: body }),
    },
    async (request, reply) => {
      const caller = request.user!;
      reply.code(201);
      if (roleMay(caller.role, 'desk')) {
        const appointment = await bookWalkIn(ctx, caller, parseOr400(createStaffAppointmentSchema, request.body));
        return ok(`Appointment saved. Serial number ${appointment.serialNo}.`, appointment, 201);
      }
      const { result, message } = await bookOnline(ctx, caller, parseOr400(createAppointmentSchema, request.body));
      return ok(message, result, 201);
    },
  );

  r.post(
    '/appointment/direct-appointment',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Register a walk-in patient, or find the existing one',
        tags: ['appointments'],
        body: directAppointmentSchema,
        response: { 201: successEnvelope(patientSchema) },
      },
    },
    async (request, reply) => {
      const patient = await findOrCreateWalkIn(ctx.db, request.body);
      reply.code(201);
      return ok('Patient ready for booking.', toPatientDto(patient, { withContact: true }), 201);
    },
  );

  r.get(
    '/appointment/current-user',
    {
      config: { access: 'self' },
      schema: {
        summary: "List the caller's own appointments",
        tags: ['appointments'],
        response: { 200: successEnvelope(z.array(patientAppointmentSchema)) },
      },
    },
    async (request) => ok('Appointments retrieved successfully.', await appointmentsOfCaller(ctx, request.user!)),
  );

  r.get(
    '/appointment/current-user/:appointmentId',
    {
      config: { access: 'self' },
      schema: {
        summary: "One of the caller's own appointments (the booking confirmation)",
        description: "Another patient's appointment answers 404, as one that does not exist.",
        tags: ['appointments'],
        params: idParams,
        response: { 200: successEnvelope(patientAppointmentSchema) },
      },
    },
    async (request) =>
      ok(
        'Appointment retrieved successfully.',
        await appointmentOfCaller(ctx, request.user!, request.params.appointmentId),
      ),
  );

  r.get(
    '/appointment',
    {
      config: { access: 'desk' },
      schema: {
        summary: "List a Dhaka day's appointments with totals",
        tags: ['appointments'],
        querystring: appointmentListQuerySchema,
        response: { 200: successEnvelope(appointmentListSchema) },
      },
    },
    // Personal data, so `private`: only the desk's own browser keeps it, revalidating every time (docs/decisions/0022).
    async (request, reply) => sendCached(request, reply, await deskDayList(ctx, request.query), { private: true }),
  );

  r.get(
    '/appointment/doctor',
    {
      config: { access: 'doctor' },
      schema: {
        summary: "List the calling doctor's appointments for a day",
        tags: ['appointments'],
        querystring: z.object({ date: dateStringSchema.optional() }),
        response: { 200: successEnvelope(appointmentListSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await doctorDayList(ctx, request.user!, request.query.date), { private: true }),
  );

  r.put(
    '/appointment/:appointmentId',
    {
      config: { access: 'records' },
      schema: {
        summary: 'Mark an appointment done, cancelled or paid',
        tags: ['appointments'],
        params: idParams,
        body: updateAppointmentSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await updateAppointment(ctx, request.user!, request.params.appointmentId, request.body.updatedDoc);
      return ok('Appointment updated.', null);
    },
  );

  r.get(
    '/appointment/records/:patientId',
    {
      config: { access: 'records' },
      schema: {
        summary: "List a patient's earlier visits",
        tags: ['appointments'],
        params: z.object({ patientId: objectIdSchema }),
        response: { 200: successEnvelope(z.array(appointmentSchema)) },
      },
    },
    async (request) =>
      ok('Records retrieved successfully.', await patientRecords(ctx, request.user!, request.params.patientId)),
  );

  r.post(
    '/appointment/create-call-log',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Log a call about an appointment',
        tags: ['appointments'],
        body: createCallLogSchema,
        response: { 201: successEnvelope(callLogSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Comment saved.', await addCallLog(ctx, request.user!, request.body), 201);
    },
  );

  r.get(
    '/appointment/get-call-log',
    {
      config: { access: 'desk' },
      schema: {
        summary: "List an appointment's call log",
        tags: ['appointments'],
        querystring: callLogQuerySchema,
        response: { 200: successEnvelope(callLogListSchema) },
      },
    },
    async (request) =>
      ok('Call logs retrieved successfully.', { callLogs: await callLogsOf(ctx, request.query.appointmentId) }),
  );

  // The visit day (docs/decisions/0020): the desk checks patients in; patients cancel and move their own bookings.
  r.post(
    '/appointment/check-in',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Check a patient in by the QR code of their appointment',
        tags: ['appointments'],
        body: checkInSchema,
        response: { 200: successEnvelope(checkInResultSchema) },
      },
    },
    async (request) => {
      const result = await checkInByCode(ctx, request.body.code);
      return ok(
        result.alreadyArrived
          ? 'This patient has already checked in.'
          : `Checked in: serial ${result.appointment.serialNo}.`,
        result,
      );
    },
  );

  r.post(
    '/appointment/:appointmentId/arrived',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Mark a patient arrived by hand',
        tags: ['appointments'],
        params: idParams,
        response: { 200: successEnvelope(checkInResultSchema) },
      },
    },
    async (request) => {
      const result = await checkInById(ctx, request.params.appointmentId);
      return ok(
        result.alreadyArrived
          ? 'This patient has already checked in.'
          : `Checked in: serial ${result.appointment.serialNo}.`,
        result,
      );
    },
  );

  r.post(
    '/appointment/:appointmentId/cancel-by-patient',
    {
      config: { access: 'self' },
      schema: {
        summary: "Cancel one's own pending booking (refunded when paid online)",
        tags: ['appointments'],
        params: idParams,
        body: cancelByPatientSchema,
        response: { 200: successEnvelope(appointmentSchema) },
      },
    },
    async (request) =>
      ok(
        'Appointment cancelled.',
        await cancelByPatient(ctx, request.user!, request.params.appointmentId, request.body.cancellationReason),
      ),
  );

  r.post(
    '/appointment/:appointmentId/reschedule',
    {
      config: { access: 'self' },
      schema: {
        summary: "Move one's own pending booking to another available date of the same doctor",
        tags: ['appointments'],
        params: idParams,
        body: rescheduleSchema,
        response: { 200: successEnvelope(appointmentSchema) },
      },
    },
    async (request) => {
      const appointment = await rescheduleByPatient(
        ctx,
        request.user!,
        request.params.appointmentId,
        request.body.selectedDate,
      );
      return ok(`Appointment moved. Your new serial number is ${appointment.serialNo}.`, appointment);
    },
  );
}
