import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { insertedRow } from '../../db/rows.js';
import { appointments, doctors, reviews, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export const DEFAULT_AVATAR = '/media/avatar-default.svg';

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
  reviewerName: users.name,
  doctorId: doctors.id,
  doctorName: doctors.fullName,
};

export async function recentReviews(db: DbOrTx, limit: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function reviewsOfDoctor(db: DbOrTx, doctorId: string, limit: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(eq(reviews.doctorId, doctorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/**
 * A done visit of this patient with this doctor that has not been reviewed yet: `appointmentId` when given (and it is
 * one), otherwise the oldest.
 */
export async function unreviewedDoneVisit(db: DbOrTx, patientRef: string, doctorId: string, appointmentId?: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.patientRef, patientRef),
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'done'),
        isNull(reviews.id),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    )
    .orderBy(appointments.selectedDate)
    .limit(1);
  return row;
}

/** The stars each of these appointments was reviewed with; an appointment without a review is left out. */
export async function ratingsOfAppointments(db: DbOrTx, appointmentIds: string[]): Promise<Map<string, number>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({ appointmentId: reviews.appointmentId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.appointmentId, appointmentIds));
  return new Map(rows.flatMap((row) => (row.appointmentId ? [[row.appointmentId, row.rating] as const] : [])));
}

/** Whether this patient has a done visit with this doctor (that one visit, when `appointmentId` is given). */
export async function hasDoneVisit(
  db: DbOrTx,
  patientRef: string,
  doctorId: string,
  appointmentId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientRef, patientRef),
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'done'),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReview(
  db: DbOrTx,
  values: { doctorId: string; userId: string; appointmentId: string; rating: number; review: string },
) {
  return insertedRow(
    db
      .insert(reviews)
      .values({ id: newId(), ...values })
      .returning({ id: reviews.id }),
  );
}
