import { dhakaDateString } from '@hospital/contract/format';
import type { LiveVisit } from '@hospital/contract/queue';
import type { AppContext } from '../../lib/context.js';
import { patientRefsOfAccount } from '../patients/patients.service.js';
import { toLiveVisit, type QueueState } from './queue-state.js';
import { doctorsOfVisits } from './queue.repository.js';
import { loadQueueState } from './queue.service.js';

/** Whose visits a patient's live view follows today: the account's own patient record and its family members'. */
export type VisitWatch = { date: string; patientRefs: ReadonlySet<string>; doctorIds: string[] };

export async function watchOf(ctx: AppContext, userId: string): Promise<VisitWatch> {
  const date = dhakaDateString(ctx.clock());
  const refs = await patientRefsOfAccount(ctx.db, userId);
  return { date, patientRefs: new Set(refs), doctorIds: await doctorsOfVisits(ctx.db, refs, date) };
}

/** The watched patients' visits in one doctor's day, as the patient's page shows them. */
export async function visitsIn(
  ctx: AppContext,
  state: QueueState,
  patientRefs: ReadonlySet<string>,
): Promise<LiveVisit[]> {
  const own = state.rows.filter((row) => patientRefs.has(row.patientRef));
  if (own.length === 0) return [];
  const doctor = await ctx.doctors.findAny(state.doctorId);
  const who = { _id: state.doctorId, title: doctor?.title ?? '', fullName: doctor?.fullName ?? '' };
  return own.map((row) => toLiveVisit(state, row, who, ctx.config.publicUrl));
}

/** GET /appointment/live: every visit of the caller's patients today, by doctor then serial. */
export async function liveVisits(ctx: AppContext, userId: string): Promise<LiveVisit[]> {
  const watch = await watchOf(ctx, userId);
  const perDoctor = await Promise.all(
    watch.doctorIds.map(async (doctorId) =>
      visitsIn(ctx, await loadQueueState(ctx, ctx.db, doctorId, watch.date), watch.patientRefs),
    ),
  );
  return perDoctor.flat().sort((a, b) => a.doctor.fullName.localeCompare(b.doctor.fullName) || a.serialNo - b.serialNo);
}
