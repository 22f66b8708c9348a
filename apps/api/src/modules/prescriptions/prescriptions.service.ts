import { dhakaDateString } from '@hospital/contract/format';
import { isObjectId } from '@hospital/contract/ids';
import {
  PRESCRIPTION_EMPTY_MESSAGE,
  PRESCRIPTION_NOT_FOUND_MESSAGE,
  PRESCRIPTION_NOT_SIGNED_MESSAGE,
  PRESCRIPTION_NOT_WRITABLE_MESSAGE,
  PRESCRIPTION_REPLACED_MESSAGE,
  PRESCRIPTION_SIGNED_MESSAGE,
  PRESCRIPTION_STALE_MESSAGE,
  favouritesSchema,
  type Favourites,
  type PrescribedMedicine,
  type PrescribedMedicineInput,
  type Prescription,
  type PrescriptionBody,
  type PrescriptionListItem,
  type VisitPrescriptionState,
} from '@hospital/contract/prescriptions';
import type { z } from 'zod';
import type { prescribedMedicineSchema, prescriptionBodySchema } from '@hospital/contract/prescriptions';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { storableJson } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { recordAudit, type AuditTarget } from '../audit/audit.js';
import { doctorRefOf } from '../doctors/doctors.service.js';
import { prescriptionBundle } from './prescriptions.fhir.js';
import { bodyOf, toListItem, toPrescription } from './prescriptions.dto.js';
import {
  insertDraft,
  lockPrescription,
  markReplaced,
  markSigned,
  selectAccountPrescriptions,
  selectAppointmentParties,
  selectDayPrescriptionStates,
  selectDoctorPrescriptions,
  selectDraftOf,
  selectFavourites,
  selectPrescription,
  selectPrescriptionAccess,
  selectSignedOf,
  updateDraftBody,
  upsertFavourites,
} from './prescriptions.repository.js';

/** A doctor's reads of one patient's record are audited at most once an hour per doctor and patient. */
export const RECORD_READ_AUDIT_SECONDS = 3600;

const notFound = () => AppError.notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
const appointmentNotFound = () => AppError.notFound(APPOINTMENT_NOT_FOUND);

type BodyInput = z.output<typeof prescriptionBodySchema>;
type LineInput = z.output<typeof prescribedMedicineSchema>;

/** Each line keeps the id it came with; a new line (or a second line claiming the same id) gets a new one. */
export function withLineIds(lines: readonly (LineInput | PrescribedMedicineInput)[]): PrescribedMedicine[] {
  const seen = new Set<string>();
  return lines.map((line) => {
    const lineId = line.lineId && !seen.has(line.lineId) ? line.lineId : newId();
    seen.add(lineId);
    return { ...(line as LineInput), instruction: line.instruction ?? '', lineId };
  });
}

function emptyBody(shortBrief: string, weight: number | null): PrescriptionBody {
  return {
    chiefComplaints: shortBrief,
    findings: { bloodPressure: null, pulse: null, temperature: null, weight, notes: '' },
    diagnosis: '',
    medicines: [],
    tests: [],
    advice: '',
    followUp: null,
  };
}

async function loaded(ctx: AppContext, id: string): Promise<Prescription> {
  const row = await selectPrescription(ctx.db, id);
  if (!row) throw notFound();
  return toPrescription(row);
}

const prescriptionTarget = (row: { id: string; version: number }): AuditTarget => ({
  type: 'prescription',
  id: row.id,
  label: `Prescription, version ${row.version}`,
});

/**
 * A staff read of a patient's record: audited once an hour per reader and patient (the shared counters say whether
 * this reader already read this patient's record within the hour, in any process).
 */
export async function auditRead(
  ctx: AppContext,
  caller: AuthUser,
  action: 'prescription.read' | 'records.read',
  patientRef: string,
  target: AuditTarget,
): Promise<void> {
  if (caller.role === 'patient') return;
  const { hits } = await ctx.limiter.increment(`${action}:${caller.id}:${patientRef}`, RECORD_READ_AUDIT_SECONDS);
  if (hits > 1) return;
  await recordAudit(ctx.db, caller, action, target, {});
}

// ---------------------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------------------

/**
 * The visit's prescription to work on, for its doctor: the draft being written, else the signed one, else a new
 * draft (`created`). A visit takes one during the visit or after: done, or pending on its own day (a remote
 * consultation in progress or just ended is pending that day). Anyone but the visit's doctor: 404.
 */
export async function openPrescription(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
): Promise<{ prescription: Prescription; created: boolean }> {
  if (caller.role !== 'doctor') throw appointmentNotFound();
  const visit = await selectAppointmentParties(ctx.db, appointmentId, caller.id);
  if (!visit?.is_writer) throw appointmentNotFound();
  const existing = (await selectDraftOf(ctx.db, appointmentId)) ?? (await selectSignedOf(ctx.db, appointmentId));
  if (existing) return { prescription: toPrescription(existing), created: false };
  const writable =
    visit.status === 'done' || (visit.status === 'pending' && visit.selected_date === dhakaDateString(ctx.clock()));
  if (!writable) throw AppError.conflict(PRESCRIPTION_NOT_WRITABLE_MESSAGE);
  const id = await ctx.db.transaction(async (tx) => {
    const inserted = await insertDraft(tx, {
      appointmentId,
      patientRef: visit.patient_ref,
      doctorId: visit.doctor_id,
      version: 1,
      replaces: null,
      correction: null,
      body: emptyBody(visit.short_brief, visit.patient_weight),
    });
    if (inserted)
      await recordAudit(tx, caller, 'prescription.write', prescriptionTarget({ id: inserted, version: 1 }), {});
    return inserted;
  });
  if (id) return { prescription: await loaded(ctx, id), created: true };
  // Another request opened it at the same moment: the one draft there is.
  const draft = await selectDraftOf(ctx.db, appointmentId);
  if (!draft) throw appointmentNotFound();
  return { prescription: toPrescription(draft), created: false };
}

/** The prescription's row when the caller is the doctor who writes it; 404 for anyone else. */
async function ownedByCaller(ctx: AppContext, caller: AuthUser, id: string) {
  if (caller.role !== 'doctor' || !isObjectId(id)) throw notFound();
  const access = await selectPrescriptionAccess(ctx.db, id, caller.id);
  if (!access?.is_writer) throw notFound();
  return access;
}

/**
 * Saves the draft as the doctor types. `revision` is the one the editor loaded: a save from a stale editor (another
 * window saved meanwhile) is refused with 409, as is any change to a signed prescription. The condition is in the
 * UPDATE itself, so a save racing a sign either lands before it or is refused.
 */
export async function saveDraft(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  input: BodyInput & { revision: number },
): Promise<Prescription> {
  const access = await ownedByCaller(ctx, caller, id);
  if (access.status !== 'draft') throw AppError.conflict(PRESCRIPTION_SIGNED_MESSAGE);
  const { revision, ...body } = input;
  const stored: PrescriptionBody = { ...body, medicines: withLineIds(body.medicines) };
  const saved = await updateDraftBody(ctx.db, id, revision, storableJson(bodyOf(stored)));
  if (saved === undefined) {
    const now = await selectPrescriptionAccess(ctx.db, id, caller.id);
    throw AppError.conflict(now?.status === 'draft' ? PRESCRIPTION_STALE_MESSAGE : PRESCRIPTION_SIGNED_MESSAGE);
  }
  return loaded(ctx, id);
}

function isEmpty(body: PrescriptionBody): boolean {
  return body.diagnosis === '' && body.medicines.length === 0 && body.advice === '' && body.tests.length === 0;
}

/**
 * Signs the draft: from now on it never changes. A new version's sign marks the one it corrects replaced, in the
 * same transaction. The patient's SMS and the audit entry are written in it too. The draft's row is locked first, so
 * two signs at once sign once: the second finds it signed and answers it as it is, with no second SMS.
 */
export async function signPrescription(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
): Promise<{ prescription: Prescription; signedNow: boolean }> {
  const access = await ownedByCaller(ctx, caller, id);
  const signedNow = await ctx.db.transaction(async (tx) => {
    const row = await lockPrescription(tx, id);
    if (!row) throw notFound();
    if (row.status === 'signed') return false;
    if (row.status === 'replaced') throw AppError.conflict(PRESCRIPTION_REPLACED_MESSAGE);
    if (isEmpty(bodyOf(row.body))) throw AppError.conflict(PRESCRIPTION_EMPTY_MESSAGE);
    if (row.replaces && !(await markReplaced(tx, row.replaces, id)))
      throw AppError.conflict(PRESCRIPTION_REPLACED_MESSAGE);
    if (!(await markSigned(tx, id, ctx.clock()))) throw AppError.conflict(PRESCRIPTION_SIGNED_MESSAGE);
    await ctx.sms.queuePrescription(tx, access.appointment_id, id);
    await recordAudit(tx, caller, 'prescription.sign', prescriptionTarget(access), {});
    return true;
  });
  return { prescription: await loaded(ctx, id), signedNow };
}

/**
 * Starts a new version correcting a signed prescription: a draft copying it, version + 1, naming what it corrects.
 * The visit's one-draft index makes two requests at once create one draft; both answer it.
 */
export async function startNewVersion(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  correction: string,
): Promise<{ prescription: Prescription; created: boolean }> {
  const access = await ownedByCaller(ctx, caller, id);
  if (access.status === 'draft') throw AppError.conflict(PRESCRIPTION_NOT_SIGNED_MESSAGE);
  if (access.status === 'replaced') throw AppError.conflict(PRESCRIPTION_REPLACED_MESSAGE);
  const source = await selectPrescription(ctx.db, id);
  if (!source) throw notFound();
  const inserted = await ctx.db.transaction(async (tx) => {
    const newId = await insertDraft(tx, {
      appointmentId: source.appointment_id,
      patientRef: source.patient_ref,
      doctorId: source.doctor_id,
      version: source.version + 1,
      replaces: id,
      correction,
      body: bodyOf(source.body),
    });
    if (newId)
      await recordAudit(
        tx,
        caller,
        'prescription.version',
        prescriptionTarget({ id: newId, version: source.version + 1 }),
        {
          correction: { before: null, after: correction },
        },
      );
    return newId;
  });
  if (inserted) return { prescription: await loaded(ctx, inserted), created: true };
  const draft = await selectDraftOf(ctx.db, source.appointment_id);
  if (!draft) throw AppError.conflict(PRESCRIPTION_REPLACED_MESSAGE);
  return { prescription: toPrescription(draft), created: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

/**
 * Who reads a prescription (docs/architecture.md §12): its patient or the account holder of that family member
 * (signed or replaced, never a draft); the doctor who writes it (any state); a doctor with an appointment with the
 * patient (signed or replaced); the pharmacy (pharmacist, admin) once a medicine order was placed from it. Anyone
 * else: 404, the same as a prescription that does not exist.
 */
async function readable(ctx: AppContext, caller: AuthUser, id: string, draftsToWriter = true) {
  if (!isObjectId(id)) throw notFound();
  const access = await selectPrescriptionAccess(ctx.db, id, caller.id);
  if (!access) throw notFound();
  const final = access.status !== 'draft';
  const isDoctor = caller.role === 'doctor';
  const allowed =
    (access.is_patient && final) ||
    (isDoctor && access.is_writer && (final || draftsToWriter)) ||
    (isDoctor && access.is_treating && final) ||
    (roleMay(caller.role, 'pharmacy') && access.has_order && final);
  if (!allowed) throw notFound();
  // A read as the patient (one's own or a family member's) is not a staff read of someone's record.
  if (!access.is_patient)
    await auditRead(ctx, caller, 'prescription.read', access.patient_ref, prescriptionTarget(access));
  return access;
}

/**
 * The prescription as its patient (or the account holder of that family member) reads it, signed or replaced; 404
 * for anyone else and for a draft. The pharmacy's order form reads it this way.
 */
export async function readAsPatient(ctx: AppContext, caller: AuthUser, id: string): Promise<Prescription> {
  if (!isObjectId(id)) throw notFound();
  const access = await selectPrescriptionAccess(ctx.db, id, caller.id);
  if (!access?.is_patient || access.status === 'draft') throw notFound();
  return loaded(ctx, id);
}

/** A prescription as stored, for a module that has already decided the caller may act on it (an order's lines). */
export function prescriptionById(ctx: AppContext, id: string): Promise<Prescription> {
  return loaded(ctx, id);
}

export async function readPrescription(ctx: AppContext, caller: AuthUser, id: string): Promise<Prescription> {
  await readable(ctx, caller, id);
  return loaded(ctx, id);
}

/** The signed (or replaced) prescription as a FHIR R4 Bundle; a draft is nobody's to export. */
export async function readPrescriptionFhir(ctx: AppContext, caller: AuthUser, id: string) {
  await readable(ctx, caller, id, false);
  return prescriptionBundle(await loaded(ctx, id), ctx.config.publicUrl);
}

/**
 * A visit's prescription: for its patient and for doctors who treat the patient, the current signed one; for the
 * visit's own doctor, the draft being written when there is one. 404 when there is none, or for anyone else.
 */
export async function readVisitPrescription(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
): Promise<Prescription> {
  if (!isObjectId(appointmentId)) throw notFound();
  const visit = await selectAppointmentParties(ctx.db, appointmentId, caller.id);
  if (!visit) throw notFound();
  const isDoctor = caller.role === 'doctor';
  const writer = isDoctor && visit.is_writer;
  if (!visit.is_patient && !writer && !(isDoctor && visit.is_treating)) throw notFound();
  const row =
    (writer ? await selectDraftOf(ctx.db, appointmentId) : undefined) ?? (await selectSignedOf(ctx.db, appointmentId));
  if (!row) throw notFound();
  if (!visit.is_patient) await auditRead(ctx, caller, 'prescription.read', row.patient_ref, prescriptionTarget(row));
  return toPrescription(row);
}

/**
 * Where each of the doctor's visits on `date` stands: its draft, else its signed prescription (ids and states only,
 * nothing of the patient, so not an audited read of a record).
 */
export async function dayPrescriptionStates(
  ctx: AppContext,
  caller: AuthUser,
  date: string,
): Promise<VisitPrescriptionState[]> {
  const doctorId = await doctorRefOf(ctx, caller);
  const rows = await selectDayPrescriptionStates(ctx.db, doctorId, date);
  return rows.map((row) => ({ appointmentId: row.appointment_id, _id: row.id, status: row.status }));
}

/** The prescriptions of the account and its family members, newest first (signed and replaced). */
export async function accountPrescriptions(ctx: AppContext, caller: AuthUser): Promise<PrescriptionListItem[]> {
  return (await selectAccountPrescriptions(ctx.db, caller.id)).map(toListItem);
}

/** The doctor's own signed prescriptions, newest first: templates to start from. */
export async function doctorPrescriptions(ctx: AppContext, caller: AuthUser, q: string | undefined) {
  const doctorId = await doctorRefOf(ctx, caller);
  return (await selectDoctorPrescriptions(ctx.db, doctorId, q || undefined)).map(toListItem);
}

export async function readFavourites(ctx: AppContext, caller: AuthUser): Promise<Favourites> {
  const doctorId = await doctorRefOf(ctx, caller);
  return favouritesSchema.parse({ medicines: await selectFavourites(ctx.db, doctorId) });
}

export async function saveFavourites(
  ctx: AppContext,
  caller: AuthUser,
  medicines: readonly LineInput[],
): Promise<Favourites> {
  const doctorId = await doctorRefOf(ctx, caller);
  const stored = favouritesSchema.parse({ medicines: withLineIds(medicines) });
  await upsertFavourites(ctx.db, doctorId, storableJson(stored.medicines));
  return stored;
}
