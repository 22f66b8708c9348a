import { createHash } from 'node:crypto';
import { addDaysToDateString, dhakaMidnight } from '@hospital/contract/format';
import type { Database } from '../client.js';
import { appointments, bookingAttributions, marketerCodes, marketerStations, referrals } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';
import { insertPatient } from '../../modules/patients/patients.repository.js';
import { eq } from 'drizzle-orm';

/** The demo marketer's link code: `/?ref=DEMOLINK` (README, demo section). Real codes are random. */
export const DEMO_MARKETER_CODE = 'DEMOLINK';

/** A station's id as the marketing migration seeded it: from its name. */
export const seededStationId = (name: string) =>
  createHash('md5').update(`station:${name.toLowerCase()}`).digest('hex').slice(0, 24);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo marketer's work: two stations, their link code, and referrals in every state (one not booked yet, one
 * booked for tomorrow, one who came, one who did not), plus a booking that came by their link.
 */
export async function seedMarketing(
  database: Database,
  demo: { marketerId: string; attendantId: string; doctor: { id: string; consultationFee: number }; today: string },
  now: Date,
): Promise<void> {
  const { db } = database;
  const { marketerId, attendantId, doctor, today } = demo;
  const birdem = seededStationId('Birdem');
  const dmch = seededStationId('DMCH');
  await db.insert(marketerStations).values([
    { marketerId, stationId: birdem },
    { marketerId, stationId: dmch },
  ]);
  await db.insert(marketerCodes).values({ marketerId, code: DEMO_MARKETER_CODE });

  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const people = [
    { name: 'Nasima Khatun', age: 42, contact: '01713579246', station: birdem, day: null, arrived: false, referred: 2 },
    { name: 'Habibur Rahman', age: 58, contact: '01824681357', station: dmch, day: 1, arrived: false, referred: 3 },
    { name: 'Sumaiya Akter', age: 24, contact: '01935792468', station: birdem, day: 0, arrived: true, referred: 10 },
    { name: 'Mofizul Islam', age: 61, contact: '01646802469', station: dmch, day: -3, arrived: false, referred: 8 },
  ] as const;
  for (const person of people) {
    const referralId = newId(daysAgo(person.referred));
    let appointmentId: string | null = null;
    if (person.day !== null) {
      const patient = await insertPatient(db, {
        name: person.name,
        age: person.age,
        gender: null,
        weight: null,
        contact: person.contact,
      });
      const appointment = await db.transaction((tx) =>
        insertWithNextSerial(tx, {
          doctorId: doctor.id,
          patientRef: patient.id,
          createdBy: attendantId,
          attendantId,
          selectedDate: addDaysToDateString(today, person.day),
          status: 'pending',
          paymentStatus: 'unpaid',
          consultationFee: 0,
          consultationMethod: 'hospital visit',
          consultationFor: 'For Me',
          source: 'walk-in',
        }),
      );
      appointmentId = appointment.id;
      const bookedAt = daysAgo(person.referred - 1);
      await db
        .update(appointments)
        .set({
          createdAt: bookedAt,
          ...(person.arrived ? { arrivedAt: new Date(dhakaMidnight(today).getTime() + 10 * 60 * 60 * 1000) } : {}),
        })
        .where(eq(appointments.id, appointment.id));
    }
    await db.insert(referrals).values({
      id: referralId,
      marketerId,
      stationId: person.station,
      name: person.name,
      age: person.age,
      contact: person.contact,
      doctorId: doctor.id,
      note: person.day === null ? 'Will call back after the Friday prayers.' : '',
      appointmentId,
      createdAt: daysAgo(person.referred),
    });
    if (appointmentId)
      await db.insert(bookingAttributions).values({
        appointmentId,
        marketerId,
        how: 'referral',
        referralId,
        createdAt: daysAgo(person.referred - 1),
      });
  }

  // A visitor who came by the link and booked for tomorrow.
  const visitor = await insertPatient(db, {
    name: 'Jahanara Begum',
    age: 36,
    gender: 'female',
    weight: null,
    contact: '01557913468',
  });
  const linked = await db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId: doctor.id,
      patientRef: visitor.id,
      selectedDate: addDaysToDateString(today, 1),
      status: 'pending',
      paymentStatus: 'unpaid',
      consultationFee: doctor.consultationFee,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      source: 'online',
    }),
  );
  await db.insert(bookingAttributions).values({ appointmentId: linked.id, marketerId, how: 'link', referralId: null });
}
