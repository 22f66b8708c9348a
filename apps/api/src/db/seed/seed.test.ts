import { sql } from '../testing.js';
import { dhakaDateString } from '@hospital/contract/format';
import { SPECIALITIES } from '@hospital/contract/lists';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../client.js';
import { login, useTestApp } from '../../test/test-app.js';
import { BoardTokens } from '../../modules/queue/board-tokens.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-people.js';
import { DEMO_MARKETER_CODE } from './marketing.js';
import { isEmpty, seedDemo } from './seed.js';
import { demoBoardPath } from './visit-day.js';

const { ctx, call } = useTestApp();
beforeAll(async () => {
  await seedDemo(ctx.database);
}, 180_000);

describe('demo data', () => {
  it('when seeded, then the database is no longer empty and has at least 24 doctors covering all 16 specialities', async () => {
    expect(await isEmpty(ctx.database)).toBe(false);
    const rows = await queryRows<{ speciality: string }>(ctx.database.db, sql`select speciality from doctors`);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((r) => r.speciality))).toEqual(new Set(SPECIALITIES));
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a.email] as const))(
    'when %s logs in as %s, then the token decodes to its name, role and Holder ID',
    async (role, email) => {
      const { token } = await login(ctx, email, DEMO_PASSWORD);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims.role).toBe(role);
      expect(claims.userName).toEqual(expect.any(String));
      expect(claims.patientId).toMatch(/^P\d{7}$/);
    },
  );

  it("when seeded, then today's list has every appointment status and payment status, and earlier days have done visits", async () => {
    const today = dhakaDateString();
    const rows = await queryRows<{ status: string; payment_status: string; selected_date: string }>(
      ctx.database.db,
      sql`select status, payment_status, selected_date::text from appointments`,
    );
    const todays = rows.filter((r) => r.selected_date === today);
    expect(new Set(todays.map((r) => r.status))).toEqual(new Set(['pending', 'done', 'cancelled']));
    expect(new Set(todays.map((r) => r.payment_status))).toEqual(new Set(['paid', 'unpaid', 'failed']));
    expect(rows.some((r) => r.selected_date < today && r.status === 'done')).toBe(true);
  });

  it('when the demo marketer logs in, then their link, stations and referrals in every state are there', async () => {
    const marketer = await login(ctx, 'marketer@demo.test', DEMO_PASSWORD);
    const me = (await call(marketer, 'GET', '/marketing/me')).json().data;
    expect(me.code).toBe(DEMO_MARKETER_CODE);
    expect(me.stations.map((s: { name: string }) => s.name)).toEqual(['Birdem', 'DMCH']);
    const referrals = (await call(marketer, 'GET', '/marketing/referrals')).json().data as Array<{ state: string }>;
    expect(new Set(referrals.map((r) => r.state))).toEqual(new Set(['referred', 'booked', 'visited', 'no-show']));
    const dashboard = (await call(marketer, 'GET', '/marketing/dashboard')).json().data;
    expect(dashboard.linkBookings.booked).toBe(1);
    expect(dashboard.slotRequests.length).toBeGreaterThan(0);
  });

  it('when seeded, then no patient holds two pending bookings with one doctor on one day, which booking itself refuses', async () => {
    const twice = await queryRows<{ patient_ref: string }>(
      ctx.database.db,
      sql`select patient_ref from appointments where status = 'pending' group by patient_ref, doctor_id, selected_date having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  });

  it('when seeded, then reviews, callbacks, slot requests and notifications for the desk exist', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      ctx.database.db,
      sql`select (select count(*)::int from reviews) as reviews, (select count(*)::int from callbacks) as callbacks,
                 (select count(*)::int from slot_requests) as slots,
                 (select count(*)::int from notification_recipients nr join users u on u.id = nr.user_id where u.role = 'attendant') as notices`,
    );
    expect(counts!.reviews).toBeGreaterThan(0);
    expect(counts!.callbacks).toBeGreaterThan(0);
    expect(counts!.slots).toBeGreaterThan(0);
    expect(counts!.notices).toBeGreaterThan(0);
  });

  it('when the doctor account is seeded, then it is linked to a doctor record with appointments today', async () => {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from users u join appointments a on a.doctor_id = u.doctor_ref
          where u.email = 'doctor@demo.test' and a.selected_date = ${dhakaDateString()}`,
    );
    expect(row!.n).toBeGreaterThan(0);
  });

  it("when seeded, then the demo doctor's queue is under way today, the patient's child waits in it, and the demo board shows it", async () => {
    const doctor = await login(ctx, 'doctor@demo.test', DEMO_PASSWORD);
    const [own] = await queryRows<{ doctor_ref: string }>(
      ctx.database.db,
      sql`select doctor_ref from users where email = 'doctor@demo.test'`,
    );
    const queue = await call(doctor, 'GET', `/queue/${own!.doctor_ref}`);
    expect(queue.json().data).toMatchObject({
      nowServing: { serialNo: 1 },
      doneCount: 2,
      averageMinutes: 15,
      next: { serialNo: 11 },
    });

    const patient = await login(ctx, 'patient@demo.test', DEMO_PASSWORD);
    const live = await call(patient, 'GET', '/appointment/live');
    expect(
      live.json().data.map((v: { patient: { name: string }; state: string }) => [v.patient.name, v.state]),
    ).toEqual(
      expect.arrayContaining([
        ['Sadia Islam', 'called'],
        ['Arisha Islam', 'waiting'],
      ]),
    );

    const path = await demoBoardPath(ctx.database, new BoardTokens(ctx.config.jwtSecret));
    const board = await ctx.app.inject({ method: 'GET', url: `/api/v1${path!}` });
    expect(board.statusCode).toBe(200);
    expect(board.json().data).toMatchObject({
      label: 'Demo waiting room',
      doctors: expect.arrayContaining([expect.objectContaining({ _id: own!.doctor_ref, nowServing: 1 })]),
    });
  });
});

describe('the demo consultation rooms', () => {
  it("when seeded, then the demo patient's family has a video, a voice and a chat consultation today, and both sides reach each room", async () => {
    const patient = await login(ctx, 'patient@demo.test', DEMO_PASSWORD);
    const doctor = await login(ctx, 'doctor@demo.test', DEMO_PASSWORD);
    const own = await call(patient, 'GET', '/appointment/current-user');
    const today = (
      own.json().data as Array<{ _id: string; selectedDate: string; consultationMethod: string; status: string }>
    ).filter(
      (a) =>
        a.selectedDate === dhakaDateString() && a.status === 'pending' && a.consultationMethod !== 'hospital visit',
    );
    expect(today.map((a) => a.consultationMethod).sort()).toEqual(['audio', 'chat', 'video']);
    for (const appointment of today) {
      const asPatient = await call(patient, 'GET', `/consultations/${appointment._id}`);
      const asDoctor = await call(doctor, 'GET', `/consultations/${appointment._id}`);
      expect([asPatient.statusCode, asDoctor.statusCode]).toEqual([200, 200]);
      expect(asPatient.json().data).toMatchObject({ you: 'patient', method: appointment.consultationMethod });
      expect(asDoctor.json().data.you).toBe('doctor');
      // The demo doctor's chamber runs 08:00-22:00 every day: the rooms open at 07:45, Dhaka time.
      expect(asPatient.json().data.opensAt).toBe(new Date(`${dhakaDateString()}T07:45:00+06:00`).toISOString());
    }
  });
});

describe('the demo prescription', () => {
  it('when seeded, then the demo patient reads a signed prescription from the demo doctor, headed by a BMDC number, with formulary medicines', async () => {
    const { token } = await login(ctx, 'patient@demo.test', DEMO_PASSWORD);
    const list = await call(token, 'GET', '/patient/prescriptions');
    const items = list.json().data as Array<{ _id: string; status: string; doctor: { fullName: string } }>;
    expect(items).toMatchObject([{ status: 'signed', doctor: { fullName: 'Tanvir Ahmed Chowdhury' } }]);
    const read = (await call(token, 'GET', `/prescriptions/${items[0]!._id}`)).json().data;
    expect(read.doctor.registrationNo).toMatch(/^A-\d+$/);
    expect(read.doctor.degrees.length).toBeGreaterThan(0);
    expect(read.medicines.some((m: { freeText: boolean }) => !m.freeText)).toBe(true);
  });
});

describe('the demo pharmacy', () => {
  it('when seeded, then the pharmacist finds an expired batch to write off, Seclo below its level, and a substitute for it', async () => {
    const { token } = await login(ctx, 'pharmacist@demo.test', DEMO_PASSWORD);
    const alerts = (await call(token, 'GET', '/pharmacy/stock/alerts')).json().data as {
      low: Array<{ medicine: { brand: string }; onHand: number }>;
      expiring: Array<{ medicine: { brand: string }; expired: boolean }>;
    };
    expect(alerts.expiring[0]).toMatchObject({ medicine: { brand: 'Napa' }, expired: true });
    expect(alerts.low.map((item) => item.medicine.brand)).toContain('Seclo');
    const substitutes = (await call(token, 'GET', '/pharmacy/stock?q=omeprazole')).json().data as Array<{
      medicine: { brand: string; strength: string };
      onHand: number;
    }>;
    expect(substitutes.find((item) => item.medicine.brand === 'Losectil')?.onHand).toBeGreaterThan(14);
    // The rider the README names is the one the pharmacist assigns to.
    const riders = (await call(token, 'GET', '/pharmacy/riders')).json().data as Array<{ name: string }>;
    expect(riders.map((rider) => rider.name)).toEqual(['Sumon Sheikh']);
  });
});
