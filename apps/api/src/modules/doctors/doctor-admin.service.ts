import type { DoctorInput, ManageDoctorsQuery, ManagedDoctor } from '@hospital/contract/admin';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { WEEKDAYS } from '@hospital/contract/lists';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit, recordChanges } from '../audit/audit.js';
import { matches, toDoctorListItem } from './doctor-directory.js';
import { storeDoctorPhoto } from './doctor-photos.js';
import { DOCTOR_NOT_FOUND, NOT_LINKED_TO_DOCTOR } from './doctors.messages.js';
import {
  doctorRefOfAccount,
  insertDoctor,
  lockDoctor,
  replaceSchedule,
  updateDoctor,
  type DoctorRow,
  type NewDoctor,
} from './doctors.repository.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

/** Until an admin uploads one, a new doctor shows the same neutral portrait as a reviewer without a photo. */
export const DEFAULT_DOCTOR_PHOTO = '/media/avatar-default.svg';

const OFF_WEEK: WeeklySchedule = WEEKDAYS.map((day) => ({ day, active: false, start: '', end: '' }));

function toColumns(input: DoctorInput): Omit<NewDoctor, 'photo'> {
  return {
    title: input.title,
    fullName: input.fullName,
    speciality: input.speciality,
    about: input.about,
    consultationFee: input.consultationFee,
    availableFor: input.availableFor,
    designation: input.currentWorkDesignation,
    department: input.currentWorkDepartment,
    workstation: input.currentWorkStation,
    degrees: input.degrees,
    tags: input.tags.map((tag) => tag.name),
    ...(input.registrationNo === undefined ? {} : { registrationNo: input.registrationNo }),
  };
}

/** The fields an audit entry compares, named as the API names them. */
function auditedFields(
  row: Pick<DoctorRow, keyof Omit<NewDoctor, 'photo' | 'registrationNo'>> & { registrationNo?: string | undefined },
): Record<string, unknown> {
  return {
    title: row.title,
    fullName: row.fullName,
    speciality: row.speciality,
    about: row.about,
    consultationFee: row.consultationFee,
    availableFor: row.availableFor,
    currentWorkDesignation: row.designation,
    currentWorkDepartment: row.department,
    currentWorkStation: row.workstation,
    degrees: row.degrees,
    tags: row.tags,
    registrationNo: row.registrationNo,
  };
}

const labelOf = (row: { title: string; fullName: string }) => `${row.title} ${row.fullName}`;

/** The doctor as the admin screens show it, read back through the directory so it matches the public pages. */
async function managed(
  ctx: AppContext,
  id: string,
  options: { fresh: boolean } = { fresh: true },
): Promise<ManagedDoctor> {
  // After a write, the directory is dropped so the answer shows the change.
  if (options.fresh) ctx.doctors.invalidate();
  const doctor = await ctx.doctors.findAny(id);
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  return { ...toDoctorListItem(doctor, Date.now()), active: doctor.active, registrationNo: doctor.registrationNo };
}

/** GET /doctors/me: a doctor account's own doctor record (its leave page starts from it). */
export async function ownDoctor(ctx: AppContext, caller: AuthUser): Promise<ManagedDoctor> {
  const doctorRef = await doctorRefOfAccount(ctx.db, caller.id);
  if (!doctorRef) throw AppError.notFound(NOT_LINKED_TO_DOCTOR);
  return managed(ctx, doctorRef, { fresh: false });
}

/** GET /doctors/manage: every doctor, inactive ones included, filtered as the admin asked. */
export async function manageDoctors(ctx: AppContext, query: ManageDoctorsQuery): Promise<ManagedDoctor[]> {
  const term = (query.search ?? '').toLowerCase();
  const now = Date.now();
  return (await ctx.doctors.everyDoctor())
    .filter((d) => query.status === 'all' || d.active === (query.status === 'active'))
    .filter((d) => !term || matches(d, term) || d.department.toLowerCase().includes(term))
    .map((d) => ({ ...toDoctorListItem(d, now), active: d.active, registrationNo: d.registrationNo }));
}

export async function createDoctor(ctx: AppContext, actor: AuthUser, input: DoctorInput): Promise<ManagedDoctor> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertDoctor(
      tx,
      { ...toColumns(input), photo: DEFAULT_DOCTOR_PHOTO },
      input.schedule ?? OFF_WEEK,
    );
    const changes = diff(null, { ...auditedFields(row), ...(input.schedule ? { schedule: input.schedule } : {}) });
    await recordAudit(tx, actor, 'doctor.create', { type: 'doctor', id: row.id, label: labelOf(row) }, changes);
    await announceDoctorsChanged(tx);
    return row.id;
  });
  return managed(ctx, id);
}

/**
 * One change to an existing doctor, in one transaction: the doctor's row is locked (none is a 404), `work` writes the
 * change and its audit entry, and running processes are told the directory changed, unless `work` answers that
 * nothing did.
 */
async function changeDoctor(
  ctx: AppContext,
  id: string,
  work: (tx: DbOrTx, before: DoctorRow) => Promise<'unchanged' | void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockDoctor(tx, id);
    if (!before) throw AppError.notFound(DOCTOR_NOT_FOUND);
    if ((await work(tx, before)) !== 'unchanged') await announceDoctorsChanged(tx);
  });
}

export async function editDoctor(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: DoctorInput,
): Promise<ManagedDoctor> {
  // The edit page saves the week on its own: only a body that carries one needs the week as it was.
  const previousWeek = input.schedule ? await weekOf(ctx, id) : OFF_WEEK;
  await changeDoctor(ctx, id, async (tx, before) => {
    const columns = toColumns(input);
    await updateDoctor(tx, id, columns);
    const target = { type: 'doctor' as const, id, label: labelOf(columns) };
    const changes = diff(auditedFields(before), auditedFields(columns));
    await recordChanges(tx, actor, 'doctor.update', target, changes);
    if (input.schedule) await saveSchedule(tx, actor, { id, label: target.label, previousWeek }, input.schedule);
  });
  return managed(ctx, id);
}

/**
 * The week as the directory holds it, read before the transaction that changes it (the embedded store runs one
 * query at a time: a read outside an open transaction would wait for it).
 */
async function weekOf(ctx: AppContext, id: string): Promise<WeeklySchedule> {
  return (await ctx.doctors.findAny(id))?.schedule ?? OFF_WEEK;
}

/** The new week stored, and one audit entry when any day changed. */
async function saveSchedule(
  tx: DbOrTx,
  actor: AuthUser,
  doctor: { id: string; label: string; previousWeek: WeeklySchedule },
  schedule: WeeklySchedule,
) {
  await replaceSchedule(tx, doctor.id, schedule);
  const changes = diff({ schedule: doctor.previousWeek }, { schedule });
  await recordChanges(tx, actor, 'doctor.schedule', { type: 'doctor', id: doctor.id, label: doctor.label }, changes);
}

/** PUT /doctors/update-doctor-schedule/{id}: the schedule dialog saves the seven days on each change. */
export async function updateSchedule(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  schedule: WeeklySchedule,
): Promise<void> {
  const previousWeek = await weekOf(ctx, id);
  await changeDoctor(ctx, id, async (tx, doctor) => {
    await saveSchedule(tx, actor, { id, label: labelOf(doctor), previousWeek }, schedule);
  });
  ctx.doctors.invalidate();
}

/**
 * An inactive doctor leaves the public list, answers 404 on the public profile and cannot be booked; the staff
 * screens keep their appointments. Setting the state it already has changes nothing and writes no entry.
 */
export async function setDoctorActive(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  active: boolean,
): Promise<ManagedDoctor> {
  await changeDoctor(ctx, id, async (tx, before) => {
    if (before.active === active) return 'unchanged';
    await updateDoctor(tx, id, { active });
    await recordAudit(
      tx,
      actor,
      active ? 'doctor.activate' : 'doctor.deactivate',
      { type: 'doctor', id, label: labelOf(before) },
      diff({ active: before.active }, { active }),
    );
  });
  return managed(ctx, id);
}

/** Re-encodes the upload (doctor-photos.ts), stores it, and points the doctor at it, in one transaction with its entry. */
export async function replaceDoctorPhoto(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  upload: Buffer,
): Promise<ManagedDoctor> {
  const photo = await storeDoctorPhoto(upload);
  await changeDoctor(ctx, id, async (tx, before) => {
    await photo.save(tx);
    await updateDoctor(tx, id, { photo: photo.url });
    await recordAudit(
      tx,
      actor,
      'doctor.photo',
      { type: 'doctor', id, label: labelOf(before) },
      diff({ photo: before.photo }, { photo: photo.url }),
    );
  });
  return managed(ctx, id);
}
