import type { AppointmentStatus } from '@hospital/contract/lists';
import type { PrescriptionStatus } from '@hospital/contract/prescriptions';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { ownPatientRefs } from '../../db/joins.js';
import { prescriptionFavourites, prescriptions } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** Who the asking account is to a record's patient: its patient (or their holder), its writer, a treating doctor. */
type CallerParts = { is_patient: boolean; is_writer: boolean; is_treating: boolean };

export type PrescriptionAccessRow = Pick<
  PrescriptionRow,
  'id' | 'appointment_id' | 'patient_ref' | 'doctor_id' | 'status' | 'version'
> & {
  /** A medicine order was placed from it: the pharmacy reads it to fill the order. */
  has_order: boolean;
} & CallerParts;

/** The doctor record of a doctor account (none for any other role). */
const doctorOf = (userId: string) => sql`(select doctor_ref from users where id = ${userId} and role = 'doctor')`;

/** A doctor with an appointment (not cancelled) with the patient: the need to know of docs/architecture.md §12. */
const treats = (userId: string, patientRef: SQL) =>
  sql`exists (select 1 from appointments t where t.patient_ref = ${patientRef} and t.status <> 'cancelled'
              and t.doctor_id = ${doctorOf(userId)})`;

/** The columns of `CallerParts`, for a record of the patient `patientRef` written by the doctor `doctorId`. */
const callerParts = (userId: string, patientRef: SQL, doctorId: SQL) =>
  sql`coalesce(${patientRef} in ${ownPatientRefs(userId)}, false) as is_patient,
      coalesce(${doctorId} = ${doctorOf(userId)}, false) as is_writer,
      ${treats(userId, patientRef)} as is_treating`;

export function selectPrescriptionAccess(db: DbOrTx, id: string, userId: string) {
  return queryRow<PrescriptionAccessRow>(
    db,
    sql`select r.id, r.appointment_id, r.patient_ref, r.doctor_id, r.status, r.version,
          ${callerParts(userId, sql`r.patient_ref`, sql`r.doctor_id`)},
          exists (select 1 from pharmacy_orders po where po.prescription_id = r.id) as has_order
        from prescriptions r where r.id = ${id}`,
  );
}

export type AppointmentPartiesRow = {
  id: string;
  doctor_id: string;
  patient_ref: string;
  status: AppointmentStatus;
  selected_date: string;
  serial_no: number;
  short_brief: string;
  patient_weight: number | null;
} & CallerParts;

export function selectAppointmentParties(db: DbOrTx, appointmentId: string, userId: string) {
  return queryRow<AppointmentPartiesRow>(
    db,
    sql`select a.id, a.doctor_id, a.patient_ref, a.status, a.selected_date::text as selected_date, a.serial_no,
          a.short_brief, p.weight as patient_weight,
          ${callerParts(userId, sql`a.patient_ref`, sql`a.doctor_id`)}
        from appointments a join patients p on p.id = a.patient_ref where a.id = ${appointmentId}`,
  );
}

/** Whether the account is a doctor with an appointment (not cancelled) with this patient. */
export async function doctorTreats(db: DbOrTx, userId: string, patientRef: string): Promise<boolean> {
  const row = await queryRow<{ ok: boolean }>(db, sql`select ${treats(userId, sql`${patientRef}`)} as ok`);
  return row?.ok === true;
}

/** The doctor's names, as the queries here answer them (`d.full_name as doctor_full_name`, ...). */
type DoctorNameColumns = { doctor_full_name: string; doctor_title: string; doctor_speciality: string };

export type PrescriptionRow = {
  id: string;
  appointment_id: string;
  patient_ref: string;
  doctor_id: string;
  version: number;
  status: PrescriptionStatus;
  replaces: string | null;
  replaced_by: string | null;
  replaced_by_version: number | null;
  correction: string | null;
  revision: number;
  body: unknown;
  signed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  patient_name: string;
  patient_age: number | null;
  patient_gender: string | null;
  holder_id: string;
  patient_contact: string;
  doctor_degrees: string[];
  doctor_registration_no: string;
  doctor_photo: string;
  selected_date: string;
  serial_no: number;
  consultation_method: string;
} & DoctorNameColumns;

const FULL = sql`select r.id, r.appointment_id, r.patient_ref, r.doctor_id, r.version, r.status, r.replaces,
    r.replaced_by, (select n.version from prescriptions n where n.id = r.replaced_by) as replaced_by_version,
    r.correction, r.revision, r.body, r.signed_at, r.created_at, r.updated_at,
    p.name as patient_name, p.age as patient_age, p.gender as patient_gender, p.patient_id as holder_id,
    p.contact as patient_contact,
    d.full_name as doctor_full_name, d.title as doctor_title, d.speciality as doctor_speciality,
    d.degrees as doctor_degrees, d.registration_no as doctor_registration_no, d.photo as doctor_photo,
    a.selected_date::text as selected_date, a.serial_no, a.consultation_method
  from prescriptions r
  join patients p on p.id = r.patient_ref
  join doctors d on d.id = r.doctor_id
  join appointments a on a.id = r.appointment_id`;

export async function selectPrescription(db: DbOrTx, id: string): Promise<PrescriptionRow | undefined> {
  return queryRow<PrescriptionRow>(db, sql`${FULL} where r.id = ${id}`);
}

/** The visit's draft, if one is being written. */
export async function selectDraftOf(db: DbOrTx, appointmentId: string): Promise<PrescriptionRow | undefined> {
  return queryRow<PrescriptionRow>(db, sql`${FULL} where r.appointment_id = ${appointmentId} and r.status = 'draft'`);
}

/** The visit's current signed prescription (its newest signed version), if any. */
export async function selectSignedOf(db: DbOrTx, appointmentId: string): Promise<PrescriptionRow | undefined> {
  return queryRow<PrescriptionRow>(db, sql`${FULL} where r.appointment_id = ${appointmentId} and r.status = 'signed'`);
}

export type ListRow = {
  id: string;
  appointment_id: string;
  status: PrescriptionStatus;
  version: number;
  signed_at: Date | string | null;
  selected_date: string;
  patient_ref: string;
  patient_name: string;
  doctor_id: string;
  body: unknown;
} & DoctorNameColumns;

const LIST = sql`select r.id, r.appointment_id, r.status, r.version, r.signed_at, a.selected_date::text as selected_date,
    r.patient_ref, p.name as patient_name, r.doctor_id, d.full_name as doctor_full_name, d.title as doctor_title,
    d.speciality as doctor_speciality, r.body
  from prescriptions r
  join patients p on p.id = r.patient_ref
  join doctors d on d.id = r.doctor_id
  join appointments a on a.id = r.appointment_id`;

/** The signed and replaced prescriptions of an account and its family members, newest first. */
export function selectAccountPrescriptions(db: DbOrTx, userId: string): Promise<ListRow[]> {
  return queryRows<ListRow>(
    db,
    sql`${LIST} where r.status <> 'draft' and r.patient_ref in ${ownPatientRefs(userId)}
        order by r.signed_at desc, r.created_at desc limit 500`,
  );
}

/** A doctor's own signed prescriptions, newest first, optionally those whose patient or diagnosis holds `q`. */
export function selectDoctorPrescriptions(db: DbOrTx, doctorId: string, q: string | undefined): Promise<ListRow[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return queryRows<ListRow>(
    db,
    sql`${LIST} where r.doctor_id = ${doctorId} and r.status = 'signed'
        ${pattern ? sql`and (p.name ilike ${pattern} or r.body->>'diagnosis' ilike ${pattern})` : sql``}
        order by r.signed_at desc, r.created_at desc limit 30`,
  );
}

/** For each of the doctor's visits on `date` that has one, its draft, else its current signed prescription. */
export function selectDayPrescriptionStates(db: DbOrTx, doctorId: string, date: string) {
  return queryRows<{ appointment_id: string; id: string; status: 'draft' | 'signed' }>(
    db,
    sql`select distinct on (r.appointment_id) r.appointment_id, r.id, r.status
        from prescriptions r join appointments a on a.id = r.appointment_id
        where a.doctor_id = ${doctorId} and a.selected_date = ${date} and r.status in ('draft', 'signed')
        order by r.appointment_id, r.status = 'draft' desc`,
  );
}

/** The current signed prescriptions of the given visits. */
export function selectSignedOfAppointments(db: DbOrTx, appointmentIds: string[]): Promise<ListRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return queryRows<ListRow>(
    db,
    sql`${LIST} where r.status = 'signed' and r.appointment_id in (${sql.join(
      appointmentIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export type NewDraft = {
  appointmentId: string;
  patientRef: string;
  doctorId: string;
  version: number;
  replaces: string | null;
  correction: string | null;
  body: unknown;
};

/**
 * Inserts the visit's draft unless it already has one (the unique index of drafts decides, so two at once insert
 * one): answers the new id, or undefined when a draft was already there.
 */
export async function insertDraft(db: DbOrTx, draft: NewDraft): Promise<string | undefined> {
  const [row] = await db
    .insert(prescriptions)
    .values({ id: newId(), status: 'draft', ...draft })
    .onConflictDoNothing()
    .returning({ id: prescriptions.id });
  return row?.id;
}

/** Saves a draft's body when it is still a draft at `revision`: answers the new revision, or undefined. */
export async function updateDraftBody(
  db: DbOrTx,
  id: string,
  revision: number,
  body: unknown,
): Promise<number | undefined> {
  const [row] = await db
    .update(prescriptions)
    .set({ body, revision: sql`${prescriptions.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(prescriptions.id, id), eq(prescriptions.status, 'draft'), eq(prescriptions.revision, revision)))
    .returning({ revision: prescriptions.revision });
  return row?.revision;
}

/** Locks the prescription's row for the rest of the transaction and answers its status and lineage. */
export function lockPrescription(db: DbOrTx, id: string) {
  return queryRow<{ status: string; replaces: string | null; body: unknown }>(
    db,
    sql`select status, replaces, body from prescriptions where id = ${id} for update`,
  );
}

type PrescriptionChange = Partial<typeof prescriptions.$inferInsert>;

/** Moves the prescription `id` on from the status `from`, with `set`: true when it was in `from` (and now is moved). */
async function moveOn(db: DbOrTx, id: string, from: 'draft' | 'signed', set: PrescriptionChange): Promise<boolean> {
  const rows = await db
    .update(prescriptions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(prescriptions.id, id), eq(prescriptions.status, from)))
    .returning({ id: prescriptions.id });
  return rows.length === 1;
}

/** Marks the signed prescription `id` replaced by `by`: true when it was signed (and now is replaced). */
export const markReplaced = (db: DbOrTx, id: string, by: string) =>
  moveOn(db, id, 'signed', { status: 'replaced', replacedBy: by });

/** Signs the draft `id`: true when it was a draft (and now is signed). */
export const markSigned = (db: DbOrTx, id: string, at: Date) =>
  moveOn(db, id, 'draft', { status: 'signed', signedAt: at });

export async function selectFavourites(db: DbOrTx, doctorId: string): Promise<unknown> {
  const [row] = await db
    .select({ medicines: prescriptionFavourites.medicines })
    .from(prescriptionFavourites)
    .where(eq(prescriptionFavourites.doctorId, doctorId));
  return row?.medicines ?? [];
}

export async function upsertFavourites(db: DbOrTx, doctorId: string, medicines: unknown): Promise<void> {
  await db
    .insert(prescriptionFavourites)
    .values({ doctorId, medicines })
    .onConflictDoUpdate({ target: prescriptionFavourites.doctorId, set: { medicines, updatedAt: sql`now()` } });
}

export type VisitRow = {
  id: string;
  selected_date: string;
  serial_no: number;
  consultation_method: string;
  status: AppointmentStatus;
  doctor_id: string;
} & DoctorNameColumns;

/** A patient's visits at this hospital that were seen or have a signed prescription, newest first. */
export function selectPatientVisits(db: DbOrTx, patientRef: string): Promise<VisitRow[]> {
  return queryRows<VisitRow>(
    db,
    sql`select a.id, a.selected_date::text as selected_date, a.serial_no, a.consultation_method, a.status,
          a.doctor_id, d.full_name as doctor_full_name, d.title as doctor_title, d.speciality as doctor_speciality
        from appointments a join doctors d on d.id = a.doctor_id
        where a.patient_ref = ${patientRef}
          and (a.status = 'done' or exists (select 1 from prescriptions r where r.appointment_id = a.id and r.status = 'signed'))
        order by a.selected_date desc, a.serial_no desc limit 200`,
  );
}

export type RecordPatientRow = {
  id: string;
  name: string;
  age: number | null;
  gender: string | null;
  patient_id: string;
};

export async function selectRecordPatient(db: DbOrTx, patientRef: string): Promise<RecordPatientRow | undefined> {
  return queryRow<RecordPatientRow>(
    db,
    sql`select id, name, age, gender, patient_id from patients where id = ${patientRef}`,
  );
}

export type AttachmentMetaRow = {
  id: string;
  appointment_id: string;
  file_name: string;
  content_type: string;
  size: number;
  from_role: 'patient' | 'doctor';
  created_at: Date | string;
};

/** The chat files of the given (remote) visits, described: never their bytes. */
export function selectAttachmentsOf(db: DbOrTx, appointmentIds: string[]): Promise<AttachmentMetaRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return queryRows<AttachmentMetaRow>(
    db,
    sql`select f.id, f.appointment_id, f.file_name, f.content_type, f.size, f.created_at,
          case when u.doctor_ref = a.doctor_id then 'doctor' else 'patient' end as from_role
        from consultation_attachments f
        join appointments a on a.id = f.appointment_id
        join users u on u.id = f.uploaded_by
        where f.appointment_id in (${sql.join(
          appointmentIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by f.created_at`,
  );
}

/** One chat file of one of the patient's visits, with its bytes. */
export async function selectPatientAttachment(
  db: DbOrTx,
  patientRef: string,
  attachmentId: string,
): Promise<{ content_type: string; file_name: string; kind: string; bytes: Uint8Array } | undefined> {
  return queryRow<{ content_type: string; file_name: string; kind: string; bytes: Uint8Array }>(
    db,
    sql`select f.content_type, f.file_name, f.kind, f.bytes from consultation_attachments f
        join appointments a on a.id = f.appointment_id
        where f.id = ${attachmentId} and a.patient_ref = ${patientRef}`,
  );
}
