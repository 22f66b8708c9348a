import { sql } from 'drizzle-orm';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { WEEKDAYS, type Role } from '@hospital/contract/lists';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { queryRows, type Database } from '../client.js';
import { callbacks, callLogs, doctorLeaves, reviews, slotRequests } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';
import { insertDoctor } from '../../modules/doctors/doctors.repository.js';
import { diff, recordAudit } from '../../modules/audit/audit.js';
import { leaveLabel } from '../../modules/doctors/leave.service.js';
import { Notifier } from '../../modules/notifications/notify.js';
import { proveExistingNumbers } from '../../modules/phone-proofs/phone-proofs.service.js';
import { createAccount } from '../../modules/users/users.service.js';
import { aboutText, DEMO_DOCTORS, type DemoDoctor } from './demo-doctors.js';
import { seedConsultations } from './consultations.js';
import { seedVisitDay } from './visit-day.js';
import { seedPharmacy } from './pharmacy.js';
import { seedPrescriptions } from './prescriptions.js';
import { seedMarketing } from './marketing.js';
import { DEMO_MEDICINES_CSV } from './demo-medicines.js';
import { loadMedicineFile } from '../../modules/medicines/medicines.service.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENTS, REVIEW_TEXTS } from './demo-people.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

export function scheduleFromHours(hours: DemoDoctor['hours']): WeeklySchedule {
  return WEEKDAYS.map((day, index) => {
    const h = hours[index];
    return h ? { day, active: true, start: h[0], end: h[1] } : { day, active: false, start: '', end: '' };
  });
}

export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
  return row!.n === 0;
}

/** Empties every table, for `npm run db:seed` on a database that already has data. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}

/**
 * Demo data on an empty database: consultants for every speciality, one account per role, patients with
 * appointments today and on earlier days in every status, reviews, callbacks, slot requests, notifications, and the
 * demo doctor's queue under way today with a waiting-room board link.
 */
export async function seedDemo(database: Database, now = new Date()): Promise<void> {
  const { db } = database;
  const today = dhakaDateString(now);

  const doctorRows = [];
  for (const [index, d] of DEMO_DOCTORS.entries()) {
    doctorRows.push(
      await insertDoctor(
        db,
        {
          fullName: d.fullName,
          title: d.title,
          photo: `/media/doctors/doctor-${String(index + 1).padStart(2, '0')}.svg`,
          speciality: d.speciality,
          about: aboutText(d),
          consultationFee: d.fee,
          availableFor: d.availableFor,
          designation: d.designation,
          department: d.department,
          workstation: d.workstation,
          degrees: d.degrees,
          tags: d.tags,
          // A made-up BMDC registration number per demo doctor: it heads their prescriptions.
          registrationNo: `A-${31207 + index * 173}`,
        },
        scheduleFromHours(d.hours),
      ),
    );
  }
  const ownDoctor = doctorRows.find((d) => d.fullName === 'Tanvir Ahmed Chowdhury')!;

  const staff = new Map<Role, string>();
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await createAccount(db, {
      ...account,
      password: DEMO_PASSWORD,
      doctorRef: account.role === 'doctor' ? ownDoctor.id : undefined,
    });
    staff.set(account.role, user.id);
  }
  const patients = [];
  const demoPatient = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'patient@demo.test') });
  patients.push({ userId: demoPatient!.id, patientRef: demoPatient!.patientRef });
  for (const p of DEMO_PATIENTS) {
    const { user, patient } = await createAccount(db, { ...p, role: 'patient', password: DEMO_PASSWORD });
    patients.push({ userId: user.id, patientRef: patient.id });
  }
  const attendantId = staff.get('attendant')!;

  // Earlier visits: done (with reviews), cancelled; today's list: every status, with the demo doctor's own.
  type Plan = {
    day: number;
    doctor: number;
    patient: number;
    status: 'pending' | 'done' | 'cancelled';
    pay: 'paid' | 'unpaid' | 'failed';
    method: 'hospital visit' | 'video';
  };
  const plans: Plan[] = [];
  for (let i = 0; i < 14; i++) {
    plans.push({
      day: -1 - (i % 7),
      doctor: i % doctorRows.length,
      patient: i % patients.length,
      status: i % 5 === 4 ? 'cancelled' : 'done',
      pay: 'paid',
      method: i % 2 ? 'video' : 'hospital visit',
    });
  }
  const ownIndex = doctorRows.indexOf(ownDoctor);
  const todayStatuses: Array<[Plan['status'], Plan['pay']]> = [
    ['pending', 'unpaid'],
    ['pending', 'paid'],
    ['done', 'paid'],
    ['cancelled', 'unpaid'],
    ['pending', 'failed'],
    ['done', 'paid'],
    ['pending', 'unpaid'],
  ];
  todayStatuses.forEach(([status, pay], i) =>
    plans.push({ day: 0, doctor: ownIndex, patient: i % patients.length, status, pay, method: 'hospital visit' }),
  );
  [2, 4, 9, 20].forEach((doctor, i) =>
    plans.push({
      day: 0,
      doctor,
      patient: (i + 2) % patients.length,
      status: 'pending',
      pay: i % 2 ? 'paid' : 'unpaid',
      method: 'video',
    }),
  );

  let reviewIndex = 0;
  for (const plan of plans) {
    const doctor = doctorRows[plan.doctor]!;
    const patient = patients[plan.patient]!;
    const online = plan.method === 'video' || plan.patient % 2 === 0;
    const appointment = await db.transaction((tx) =>
      insertWithNextSerial(tx, {
        doctorId: doctor.id,
        patientRef: patient.patientRef,
        createdBy: online ? patient.userId : attendantId,
        attendantId: online ? null : attendantId,
        selectedDate: addDaysToDateString(today, plan.day),
        status: plan.status,
        paymentStatus: plan.pay,
        consultationFee: doctor.consultationFee,
        consultationMethod: plan.method,
        consultationFor: 'For Me',
        shortBrief: plan.status === 'pending' ? "Follow-up of last month's reports; mild fever for three days." : '',
        cancellationReason: plan.status === 'cancelled' ? 'Patient could not travel today' : null,
        source: online ? 'online' : 'walk-in',
        feeReceivedBy: plan.pay === 'paid' && !online ? attendantId : null,
      }),
    );
    if (plan.status === 'done' && plan.day < 0 && reviewIndex < 10) {
      await db.insert(reviews).values({
        id: newId(),
        doctorId: doctor.id,
        userId: patient.userId,
        appointmentId: appointment.id,
        rating: 5 - (reviewIndex % 2),
        review: REVIEW_TEXTS[reviewIndex % REVIEW_TEXTS.length]!,
      });
      reviewIndex++;
    }
    if (plan.day === 0 && plan.status === 'pending') {
      await db.insert(callLogs).values({
        id: newId(),
        appointmentId: appointment.id,
        userId: attendantId,
        comment: 'Called to confirm the serial; patient will arrive by 6 pm.',
      });
    }
  }

  await db.insert(callbacks).values([
    {
      id: newId(),
      name: 'Mominul Haque',
      contactNo: '01722334455',
      message: 'I want to know the fee for a cardiology consultation this week.',
    },
    {
      id: newId(),
      name: 'Shapla Akter',
      contactNo: '01833445566',
      message: 'Please call me about a video consultation for my mother.',
    },
    {
      id: newId(),
      name: 'Tariq Aziz',
      contactNo: '01944556677',
      message: 'Is the skin specialist available on Friday morning?',
      remarks: 'Told him Friday is off; booked Saturday.',
      answeredBy: attendantId,
      answeredAt: now,
    },
  ]);
  const marketerId = staff.get('marketer')!;
  const approvedSlotId = newId();
  await db.insert(slotRequests).values([
    {
      id: newId(),
      department: 'NICU',
      station: 'Shishu Hospital',
      name: 'Baby of Rina Akter',
      age: 1,
      contact: '01755667788',
      bookedBy: marketerId,
    },
    {
      id: newId(),
      department: 'General',
      station: 'DMCH',
      name: 'Abdul Jabbar',
      age: 67,
      contact: '01866778899',
      bookedBy: marketerId,
    },
    {
      id: newId(),
      department: 'OPD',
      station: null,
      name: 'Sadia Islam',
      age: 27,
      contact: '01711000004',
      bookedBy: demoPatient!.id,
    },
    {
      id: approvedSlotId,
      department: 'PICU',
      station: 'BSMMU',
      name: 'Rafi Ahmed',
      age: 6,
      contact: '01977889900',
      bookedBy: marketerId,
      status: 'approved',
      decidedBy: staff.get('admin')!,
      decidedAt: now,
    },
  ]);
  // Two upcoming leave periods, past the days the demo appointments use, so the leave screens are not empty.
  const adminId = staff.get('admin')!;
  const demoLeaves = [
    {
      id: newId(),
      doctorId: doctorRows[1]!.id,
      fromDate: addDaysToDateString(today, 8),
      toDate: addDaysToDateString(today, 9),
      reason: 'Medical conference in Chattogram',
      createdBy: adminId,
    },
    {
      id: newId(),
      doctorId: ownDoctor.id,
      fromDate: addDaysToDateString(today, 12),
      toDate: addDaysToDateString(today, 12),
      reason: 'Examination duty at the medical college',
      createdBy: adminId,
    },
  ];
  await db.insert(doctorLeaves).values(demoLeaves);

  // A few entries in the audit trail, as the demo admin would have left them, so its screen is not empty.
  const demoAdmin = { id: adminId, name: DEMO_ACCOUNTS[0]!.name, role: 'admin' as const };
  const doctorTarget = (d: { id: string; title: string; fullName: string }) => ({
    type: 'doctor' as const,
    id: d.id,
    label: `${d.title} ${d.fullName}`,
  });
  const feeDoctor = doctorRows[3]!;
  await recordAudit(db, demoAdmin, 'doctor.update', doctorTarget(feeDoctor), {
    consultationFee: { before: feeDoctor.consultationFee - 200, after: feeDoctor.consultationFee },
  });
  await recordAudit(
    db,
    demoAdmin,
    'user.invite',
    { type: 'user', id: staff.get('pharmacist')!, label: 'Moushumi Das (pharmacist)' },
    diff(null, { name: 'Moushumi Das', email: 'pharmacist@demo.test', role: 'pharmacist' }),
  );
  await recordAudit(
    db,
    demoAdmin,
    'slot.approve',
    { type: 'slot-request', id: approvedSlotId, label: 'Rafi Ahmed, PICU' },
    { status: { before: 'pending', after: 'approved' } },
  );
  for (const leave of demoLeaves) {
    const doctor = doctorRows.find((d) => d.id === leave.doctorId)!;
    await recordAudit(
      db,
      demoAdmin,
      'leave.add',
      { type: 'leave', id: leave.id, label: leaveLabel(doctor, { from: leave.fromDate, to: leave.toDate }) },
      diff(null, { from: leave.fromDate, to: leave.toDate, reason: leave.reason, affected: 0 }),
    );
  }
  await seedVisitDay(
    database,
    {
      ownDoctorId: ownDoctor.id,
      boardDoctors: [doctorRows[2]!, doctorRows[4]!],
      demoPatient: {
        userId: demoPatient!.id,
        patientRef: demoPatient!.patientRef,
        contact: DEMO_ACCOUNTS.find((a) => a.role === 'patient')!.contact,
      },
      attendantId,
      admin: { id: adminId, name: DEMO_ACCOUNTS[0]!.name },
    },
    now,
  );
  await seedConsultations(
    database,
    {
      ownDoctorId: ownDoctor.id,
      fee: ownDoctor.consultationFee,
      demoPatient: { userId: demoPatient!.id, contact: DEMO_ACCOUNTS.find((a) => a.role === 'patient')!.contact },
    },
    now,
  );

  const notifier = new Notifier(database);
  await notifier.notifyDesk({ message: 'Sadia Islam booked a video consultation for today.', link: '/attendant/' });
  await notifier.notifyDesk({
    message: 'New callback request from Shapla Akter.',
    link: '/attendant/callback-requests',
  });
  await notifier.notifyDesk({
    message: 'New emergency slot request for NICU (Shishu Hospital).',
    link: '/admin/manage-slot-request',
  });
  // The demo's people are the hospital's existing patients: their numbers receive SMS as migration 0013 lets real ones.
  await proveExistingNumbers(db);
  // The demo formulary, through the same import an admin uses.
  await loadMedicineFile(db, new TextEncoder().encode(DEMO_MEDICINES_CSV));
  await seedPrescriptions(database, {
    doctorId: ownDoctor.id,
    patientRef: demoPatient!.patientRef,
    patientUserId: demoPatient!.id,
    today,
    now,
  });
  // The demo pharmacy's shelves, for the demo prescription's order: an expired batch, a short one, substitutes.
  await seedPharmacy(database, { pharmacistId: staff.get('pharmacist')!, today });
  // The demo marketer's stations, link code and referrals in every state.
  await seedMarketing(database, { marketerId, attendantId, doctor: ownDoctor, today }, now);
  // A re-seed under a running server must not leave it serving the old doctors.
  await announceDoctorsChanged(db);
}
