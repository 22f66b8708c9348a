import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  appointmentPrescriptionParamsSchema,
  createPrescriptionSchema,
  dayPrescriptionsQuerySchema,
  favouritesBodySchema,
  favouritesSchema,
  minePrescriptionsQuerySchema,
  newVersionSchema,
  patientRecordsParamsSchema,
  patientRecordsSchema,
  prescriptionIdParamsSchema,
  prescriptionListSchema,
  prescriptionSchema,
  savePrescriptionSchema,
  visitPrescriptionStateSchema,
} from '@hospital/contract/prescriptions';
import type { AppContext } from '../../lib/context.js';
import { idParams } from '../../lib/id-params.js';
import { ok, sendBody } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { settingRoutes } from '../../lib/setting-routes.js';
import { CHAT_FILE, FHIR_RESOURCE } from '../../plugins/openapi.js';
import { sendChatFile } from '../consultations/attachments.js';
import { patientRecords, recordAttachment } from './patient-records.service.js';
import {
  accountPrescriptions,
  dayPrescriptionStates,
  doctorPrescriptions,
  openPrescription,
  readFavourites,
  readPrescription,
  readPrescriptionFhir,
  readVisitPrescription,
  saveDraft,
  saveFavourites,
  signPrescription,
  startNewVersion,
} from './prescriptions.service.js';

// Prescriptions (docs/architecture.md §12). Writing is the visit's doctor's; reading is the patient's (and their
// account holder's), the writing doctor's and a treating doctor's. Routes a patient may reach are open to every
// account (each has a patient record) and answer 404 to anyone outside the prescription, like a missing one.

export async function prescriptionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'prescriptions' });

  route.post(
    '/prescriptions',
    {
      access: 'doctor',
      summary: "Open the visit's prescription: its draft, else its signed one, else a new draft",
      body: createPrescriptionSchema,
      data: prescriptionSchema,
    },
    async (request) => {
      const { prescription, created } = await openPrescription(ctx, request.user!, request.body.appointmentId);
      return ok(created ? 'Prescription started.' : 'Prescription opened.', prescription);
    },
  );

  route.get(
    '/prescriptions/mine',
    {
      access: 'doctor',
      summary: "The doctor's own signed prescriptions, newest first, to reuse as templates",
      query: minePrescriptionsQuerySchema,
      data: prescriptionListSchema,
    },
    async (request) =>
      ok('Prescriptions retrieved successfully.', await doctorPrescriptions(ctx, request.user!, request.query.q)),
  );

  route.get(
    '/prescriptions/day',
    {
      access: 'doctor',
      summary: "Where each of the doctor's visits on a day stands: its draft, else its signed prescription",
      query: dayPrescriptionsQuerySchema,
      data: z.array(visitPrescriptionStateSchema),
    },
    async (request) =>
      ok('Prescriptions retrieved successfully.', await dayPrescriptionStates(ctx, request.user!, request.query.date)),
  );

  settingRoutes(route, '/prescriptions/favourites', {
    access: 'doctor',
    data: favouritesSchema,
    read: {
      sentence: 'Favourites retrieved successfully.',
      summary: "The doctor's favourite medicine lines",
      answer: (caller) => readFavourites(ctx, caller),
    },
    change: {
      sentence: 'Favourites saved.',
      summary: "Replace the doctor's favourite medicine lines (at most 50)",
      body: favouritesBodySchema,
      answer: (caller, { medicines }) => saveFavourites(ctx, caller, medicines),
    },
  });

  route.get(
    '/prescriptions/:id',
    {
      access: 'self',
      summary: 'A prescription, for its patient, its doctor and the doctors who treat the patient',
      params: prescriptionIdParamsSchema,
      data: prescriptionSchema,
    },
    async (request) =>
      ok('Prescription retrieved successfully.', await readPrescription(ctx, request.user!, request.params.id)),
  );

  route.put(
    '/prescriptions/:id',
    {
      access: 'doctor',
      summary: 'Save a draft as the doctor types (409 once signed, or when another window saved first)',
      params: prescriptionIdParamsSchema,
      body: savePrescriptionSchema,
      data: prescriptionSchema,
    },
    async (request) => ok('Prescription saved.', await saveDraft(ctx, request.user!, request.params.id, request.body)),
  );

  route.post(
    '/prescriptions/:id/sign',
    {
      access: 'doctor',
      summary: 'Sign and send: the prescription is final, and the patient gets an SMS with its link',
      params: prescriptionIdParamsSchema,
      data: prescriptionSchema,
    },
    async (request) => {
      const { prescription } = await signPrescription(ctx, request.user!, request.params.id);
      return ok('Prescription signed and sent.', prescription);
    },
  );

  route.post(
    '/prescriptions/:id/versions',
    {
      access: 'doctor',
      summary: 'Start a new version correcting a signed prescription (a draft; the old one stays readable)',
      params: prescriptionIdParamsSchema,
      body: newVersionSchema,
      data: prescriptionSchema,
    },
    async (request) => {
      const { prescription } = await startNewVersion(ctx, request.user!, request.params.id, request.body.correction);
      return ok('New version started.', prescription);
    },
  );

  route.get(
    '/prescriptions/:id/fhir',
    {
      access: 'self',
      summary: 'A signed prescription as a FHIR R4 Bundle (Patient, Practitioner, MedicationRequest)',
      params: prescriptionIdParamsSchema,
      response: { 200: z.string().describe(FHIR_RESOURCE) },
    },
    async (request, reply) => {
      const bundle = await readPrescriptionFhir(ctx, request.user!, request.params.id);
      return sendBody(reply, 'application/fhir+json; charset=utf-8', 'private, no-store', JSON.stringify(bundle));
    },
  );

  route.get(
    '/patient/prescriptions',
    {
      access: 'self',
      summary: 'The prescriptions of the account and its family members, newest first',
      data: prescriptionListSchema,
    },
    async (request) => ok('Prescriptions retrieved successfully.', await accountPrescriptions(ctx, request.user!)),
  );

  route.get(
    '/appointments/:appointmentId/prescription',
    {
      access: 'self',
      summary: "A visit's current signed prescription (its doctor also gets the draft being written)",
      params: appointmentPrescriptionParamsSchema,
      data: prescriptionSchema,
    },
    async (request) =>
      ok(
        'Prescription retrieved successfully.',
        await readVisitPrescription(ctx, request.user!, request.params.appointmentId),
      ),
  );

  route.get(
    '/patients/:patientRef/records',
    {
      access: 'doctor',
      summary: "A patient's visits at this hospital with their prescriptions and chat files, for a treating doctor",
      params: patientRecordsParamsSchema,
      data: patientRecordsSchema,
    },
    async (request) =>
      ok('Records retrieved successfully.', await patientRecords(ctx, request.user!, request.params.patientRef)),
  );

  route.get(
    '/patients/:patientRef/records/attachments/:attachmentId',
    {
      access: 'doctor',
      summary: "A chat file of one of the patient's remote consultations, for a treating doctor",
      params: idParams('patientRef', 'attachmentId'),
      response: { 200: z.string().describe(CHAT_FILE) },
    },
    async (request, reply) => {
      const file = await recordAttachment(ctx, request.user!, request.params.patientRef, request.params.attachmentId);
      return sendChatFile(reply, file);
    },
  );
}
