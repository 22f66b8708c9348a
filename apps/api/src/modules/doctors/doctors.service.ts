import type { DoctorDetail, WeeklySchedule } from '@hospital/contract/doctors';
import { isObjectId } from '@hospital/contract/ids';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reviewsOfDoctor } from '../reviews/reviews.repository.js';
import { DOCTOR_NOT_FOUND, toDoctorReview } from '../reviews/reviews.service.js';
import { announceDoctorsChanged, toDoctorListItem, type DoctorDirectory } from './doctor-directory.js';
import { availableDates } from './doctors.dates.js';
import { doctorExists, replaceSchedule } from './doctors.repository.js';

const PROFILE_REVIEWS = 50;

export async function doctorDetail(db: Db, directory: DoctorDirectory, id: string, now = new Date()): Promise<DoctorDetail> {
  const doctor = isObjectId(id) ? await directory.find(id) : undefined;
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const reviews = await reviewsOfDoctor(db, id, PROFILE_REVIEWS);
  return {
    ...toDoctorListItem(doctor, now.getTime()),
    availableDates: availableDates(doctor.schedule, now),
    reviews: reviews.map(toDoctorReview),
  };
}

/** Saves the seven days at once and tells every process to drop its doctor list (spec §4: saved on each change). */
export async function updateSchedule(db: Db, directory: DoctorDirectory, doctorId: string, schedule: WeeklySchedule): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await doctorExists(tx, doctorId))) throw AppError.notFound(DOCTOR_NOT_FOUND);
    await replaceSchedule(tx, doctorId, schedule);
    await announceDoctorsChanged(tx);
  });
  directory.invalidate();
}
