import { newPatient } from './fixtures.js';

// What the visit day's journeys share: the hospital's today, a journey's time budget and patients of their own.

/** Today on the hospital's clock (Asia/Dhaka, UTC+6, no daylight saving). */
export const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

// A journey of many pages (or two browsers) on a 2-core machine that is busy with other work: the test's own
// budget, above vitest's 60 s; every step inside still waits only for what the user would see.
export const JOURNEY_TIMEOUT = 180_000;
export const PATIENT_CONTACT = '01712345678';

/** A patient account of the test's own, so its bookings collide with no other test's. */
export const newVisitPatient = (name: string) => newPatient('vd', { name, age: 34, contact: PATIENT_CONTACT });
