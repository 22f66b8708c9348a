import type { FastifyInstance } from 'fastify';
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
import { dateStringSchema } from '@hospital/contract/fields';
import { patientSchema } from '@hospital/contract/patients';
import { sendCached } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import { idParams } from '../../lib/id-params.js';
import { roleMay } from '../../lib/permissions.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { parseOr400 } from '../../lib/validation.js';
import { updateAppointment } from './appointment-updates.js';
import { checkedIn } from './appointments.messages.js';
import { appointmentOfCaller, appointmentsOfCaller, bookOnline } from './appointments.service.js';
import { checkInByCode, checkInById } from './check-in.service.js';
import { cancelByPatient, rescheduleByPatient } from './patient-changes.service.js';
import { addCallLog, callLogsOf, deskDayList, doctorDayList, patientRecords } from './desk.service.js';
import { toPatientDto } from '../patients/patients.dto.js';
import { bookWalkIn, findOrCreateWalkIn } from './walk-in.service.js';

export async function appointmentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'appointments' });
  const appointmentParams = idParams('appointmentId');

  // One path, two forms: the desk books walk-ins with its own payload, everyone else books
  // for themself. The body is checked against the caller's form, with that form's messages.
  route.post(
    '/appointment',
    {
      access: 'self',
      summary: 'Book an appointment (online by a patient, or a walk-in by the desk)',
      description: 'Patients send the online booking form; attendants and admins send the walk-in form.',
      body: z.xor([createAppointmentSchema, createStaffAppointmentSchema]),
      data: z.union([bookingResultSchema, appointmentSchema]),
      status: 201,
      // The body above documents both forms; the handler checks it against the caller's own form, so each form
      // answers with its own messages (a union would report the other form's complaints too).
      validatorCompiler: () => (body) => ({ value: body }),
    },
    async (request) => {
      const caller = request.user!;
      if (roleMay(caller.role, 'desk')) {
        const appointment = await bookWalkIn(ctx, caller, parseOr400(createStaffAppointmentSchema, request.body));
        return ok(`Appointment saved. Serial number ${appointment.serialNo}.`, appointment);
      }
      const { result, message } = await bookOnline(ctx, caller, parseOr400(createAppointmentSchema, request.body));
      return ok(message, result);
    },
  );

  route.post(
    '/appointment/direct-appointment',
    {
      access: 'desk',
      summary: 'Register a walk-in patient, or find the existing one',
      body: directAppointmentSchema,
      data: patientSchema,
      status: 201,
    },
    async (request) => {
      const patient = await ctx.db.transaction((tx) => findOrCreateWalkIn(tx, request.body, request.user!.id));
      return ok('Patient ready for booking.', toPatientDto(patient, { withContact: true }));
    },
  );

  route.get(
    '/appointment/current-user',
    { access: 'self', summary: "List the caller's own appointments", data: z.array(patientAppointmentSchema) },
    async (request) => ok('Appointments retrieved successfully.', await appointmentsOfCaller(ctx, request.user!)),
  );

  route.get(
    '/appointment/current-user/:appointmentId',
    {
      access: 'self',
      summary: "One of the caller's own appointments (the booking confirmation)",
      description: "Another patient's appointment answers 404, as one that does not exist.",
      params: appointmentParams,
      data: patientAppointmentSchema,
    },
    async (request) =>
      ok(
        'Appointment retrieved successfully.',
        await appointmentOfCaller(ctx, request.user!, request.params.appointmentId),
      ),
  );

  route.get(
    '/appointment',
    {
      access: 'desk',
      summary: "List a Dhaka day's appointments with totals",
      query: appointmentListQuerySchema,
      data: appointmentListSchema,
    },
    // Personal data, so `private`: only the desk's own browser keeps it, revalidating every time (docs/decisions/0022).
    async (request, reply) => sendCached(request, reply, await deskDayList(ctx, request.query), { private: true }),
  );

  route.get(
    '/appointment/doctor',
    {
      access: 'doctor',
      summary: "List the calling doctor's appointments for a day",
      query: z.object({ date: dateStringSchema.optional() }),
      data: appointmentListSchema,
    },
    async (request, reply) =>
      sendCached(request, reply, await doctorDayList(ctx, request.user!, request.query.date), { private: true }),
  );

  route.put(
    '/appointment/:appointmentId',
    {
      access: 'records',
      summary: 'Mark an appointment done, cancelled or paid',
      params: appointmentParams,
      body: updateAppointmentSchema,
      data: z.null(),
    },
    async (request) => {
      await updateAppointment(ctx, request.user!, request.params.appointmentId, request.body.updatedDoc);
      return ok('Appointment updated.', null);
    },
  );

  route.get(
    '/appointment/records/:patientId',
    {
      access: 'records',
      summary: "List a patient's earlier visits",
      params: idParams('patientId'),
      data: z.array(appointmentSchema),
    },
    async (request) =>
      ok('Records retrieved successfully.', await patientRecords(ctx, request.user!, request.params.patientId)),
  );

  route.post(
    '/appointment/create-call-log',
    {
      access: 'desk',
      summary: 'Log a call about an appointment',
      body: createCallLogSchema,
      data: callLogSchema,
      status: 201,
    },
    async (request) => {
      return ok('Comment saved.', await addCallLog(ctx, request.user!, request.body));
    },
  );

  route.get(
    '/appointment/get-call-log',
    { access: 'desk', summary: "List an appointment's call log", query: callLogQuerySchema, data: callLogListSchema },
    async (request) =>
      ok('Call logs retrieved successfully.', { callLogs: await callLogsOf(ctx, request.query.appointmentId) }),
  );

  // The visit day (docs/decisions/0020): the desk checks patients in; patients cancel and move their own bookings.
  route.post(
    '/appointment/check-in',
    {
      access: 'desk',
      summary: 'Check a patient in by the QR code of their appointment',
      body: checkInSchema,
      data: checkInResultSchema,
    },
    async (request) => {
      const result = await checkInByCode(ctx, request.user!, request.body.code);
      return ok(checkedIn(result), result);
    },
  );

  route.post(
    '/appointment/:appointmentId/arrived',
    { access: 'desk', summary: 'Mark a patient arrived by hand', params: appointmentParams, data: checkInResultSchema },
    async (request) => {
      const result = await checkInById(ctx, request.user!, request.params.appointmentId);
      return ok(checkedIn(result), result);
    },
  );

  route.post(
    '/appointment/:appointmentId/cancel-by-patient',
    {
      access: 'self',
      summary: "Cancel one's own pending booking (refunded when paid online)",
      params: appointmentParams,
      body: cancelByPatientSchema,
      data: appointmentSchema,
    },
    async (request) =>
      ok(
        'Appointment cancelled.',
        await cancelByPatient(ctx, request.user!, request.params.appointmentId, request.body.cancellationReason),
      ),
  );

  route.post(
    '/appointment/:appointmentId/reschedule',
    {
      access: 'self',
      summary: "Move one's own pending booking to another available date of the same doctor",
      params: appointmentParams,
      body: rescheduleSchema,
      data: appointmentSchema,
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
