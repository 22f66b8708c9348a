import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
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

/** Done visits of this patient with this doctor that have not been reviewed yet, oldest first. */
export async function unreviewedDoneVisit(db: DbOrTx, patientRef: string, doctorId: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(eq(appointments.patientRef, patientRef), eq(appointments.doctorId, doctorId), eq(appointments.status, 'done'), isNull(reviews.id)))
    .orderBy(appointments.selectedDate)
    .limit(1);
  return row;
}

export async function hasDoneVisit(db: DbOrTx, patientRef: string, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(appointments)
    .where(and(eq(appointments.patientRef, patientRef), eq(appointments.doctorId, doctorId), eq(appointments.status, 'done')))
    .limit(1);
  return row !== undefined;
}

export async function insertReview(db: DbOrTx, values: { doctorId: string; userId: string; appointmentId: string; rating: number; review: string }) {
  const [row] = await db.insert(reviews).values({ id: newId(), ...values }).returning({ id: reviews.id });
  return row!;
}
