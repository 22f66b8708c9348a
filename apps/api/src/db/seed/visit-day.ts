import { sql } from 'drizzle-orm';
import { dhakaDateString } from '@hospital/contract/format';
import { queryRows, type Database } from '../client.js';
import { boardLinks, queueDays } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';
import { diff, recordAudit } from '../../modules/audit/audit.js';
import { insertPatient } from '../../modules/patients/patients.repository.js';
import type { BoardTokens } from '../../modules/queue/board-tokens.js';
import { findLiveBoardLinkByLabel } from '../../modules/queue/boards.repository.js';

export const DEMO_BOARD_LABEL = 'Demo waiting room';

const WALK_INS = [
  { name: 'Abul Hossain', age: 58, gender: 'male', contact: '01812340001' },
  { name: 'Shahana Parvin', age: 34, gender: 'female', contact: '01912340002' },
  { name: 'Mizanur Rahman', age: 47, gender: 'male', contact: '01712340003' },
  { name: 'Rokeya Sultana', age: 29, gender: 'female', contact: '01612340004' },
  { name: 'Jamal Uddin', age: 66, gender: 'male', contact: '01512340005' },
  { name: 'Tahmina Akter', age: 41, gender: 'female', contact: '01312340006' },
] as const;

type VisitDayPeople = {
  ownDoctorId: string;
  /** Other doctors shown on the demo board beside the demo doctor. */
  boardDoctors: Array<{ id: string; title: string; fullName: string }>;
  demoPatient: { userId: string; patientRef: string; contact: string };
  attendantId: string;
  admin: { id: string; name: string };
};

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * The visit day of the demo: the demo doctor's queue today under way (two visits done, serial 1 being
 * seen, walk-ins waiting, one checked in), the demo patient's child booked on it, and a waiting-room board link that
 * `npm start` prints. Runs after the appointments of `seedDemo`.
 */
export async function seedVisitDay(database: Database, people: VisitDayPeople, now: Date): Promise<void> {
  const { db } = database;
  const today = dhakaDateString(now);
  const doctorId = people.ownDoctorId;

  // Walk-ins at the desk this morning; the fourth has checked in with the QR on their slip.
  for (const [index, walkIn] of WALK_INS.entries()) {
    const patient = await insertPatient(db, { ...walkIn, weight: null });
    await db.transaction((tx) =>
      insertWithNextSerial(tx, {
        doctorId,
        patientRef: patient.id,
        createdBy: people.attendantId,
        attendantId: people.attendantId,
        selectedDate: today,
        consultationFee: 0,
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        source: 'walk-in',
        arrivedAt: index === 3 ? minutesAgo(now, 10) : null,
      }),
    );
  }

  // The demo patient's daughter, booked online for today: the patient's page follows her place in the queue.
  const child = await insertPatient(db, {
    name: 'Arisha Islam',
    age: 6,
    gender: 'female',
    weight: 20,
    contact: people.demoPatient.contact,
    ownerUserId: people.demoPatient.userId,
    relation: 'child',
  });
  await db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId,
      patientRef: child.id,
      createdBy: people.demoPatient.userId,
      selectedDate: today,
      consultationFee: 1000,
      consultationMethod: 'hospital visit',
      consultationFor: 'Family Member',
      shortBrief: 'Fever and cough for three days.',
      source: 'online',
    }),
  );

  // The day so far: serials 3 and 6 arrived first and were seen (about 15 minutes each); serial 1 is being seen now.
  const timeline: Array<[serial: number, calledAgo: number, doneAgo: number | null]> = [
    [3, 45, 31],
    [6, 31, 16],
    [1, 14, null],
  ];
  for (const [serial, calledAgo, doneAgo] of timeline) {
    await db.execute(sql`update appointments set arrived_at = ${minutesAgo(now, calledAgo + 20).toISOString()},
        called_at = ${minutesAgo(now, calledAgo).toISOString()}, done_at = ${doneAgo === null ? null : minutesAgo(now, doneAgo).toISOString()}
      where doctor_id = ${doctorId} and selected_date = ${today} and serial_no = ${serial}`);
  }
  const [current] = await queryRows<{ id: string }>(
    db,
    sql`select id from appointments where doctor_id = ${doctorId} and selected_date = ${today} and serial_no = 1`,
  );
  await db.insert(queueDays).values({
    doctorId,
    selectedDate: today,
    currentAppointmentId: current?.id ?? null,
    calls: timeline.length,
    lastCalledAt: minutesAgo(now, 14),
  });

  const boardId = newId();
  const doctors = [{ id: doctorId }, ...people.boardDoctors];
  await db
    .insert(boardLinks)
    .values({ id: boardId, label: DEMO_BOARD_LABEL, doctorIds: doctors.map((d) => d.id), createdBy: people.admin.id });
  await recordAudit(
    db,
    { ...people.admin, role: 'admin' },
    'board.create',
    { type: 'board', id: boardId, label: DEMO_BOARD_LABEL },
    diff(null, { label: DEMO_BOARD_LABEL, doctors: people.boardDoctors.map((d) => `${d.title} ${d.fullName}`) }),
  );
}

/** Where the demo's waiting-room board opens (`/board/{token}`), for `npm start` to print; undefined once revoked. */
export async function demoBoardPath(database: Database, tokens: BoardTokens): Promise<string | undefined> {
  const id = await findLiveBoardLinkByLabel(database.db, DEMO_BOARD_LABEL);
  return id ? `/board/${tokens.tokenFor(id)}` : undefined;
}
