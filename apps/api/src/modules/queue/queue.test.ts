import { describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import {
  NOT_YOUR_QUEUE_MESSAGE,
  NOTHING_CALLED_MESSAGE,
  QUEUE_EMPTY_MESSAGE,
  queueSchema,
  type Queue,
} from '@hospital/contract/queue';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createTwoDayQueues, createDayQueue, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

// The desk's and the doctor's queue: GET /queue/{doctorId}, call-next, recall, skip, with done and
// cancel working as before. The races are in queue-races.test.ts.

const { ctx, attendant: desk, call } = useTestApp({ signedIn: ['attendant'] });

async function queueOf(doctorId: string, token = desk.token, query = '') {
  const res = await call(token, 'GET', `/queue/${doctorId}${query}`);
  return res;
}

async function move(doctorId: string, action: 'call-next' | 'recall' | 'skip', token = desk.token) {
  const res = await call(token, 'POST', `/queue/${doctorId}/${action}`);
  return {
    res,
    queue: res.statusCode === 200 ? queueSchema.parse(res.json().data) : undefined,
    message: res.json().message as string,
  };
}

const serial = (queue: Queue | undefined) => queue?.nowServing?.serialNo ?? null;

describe('reading the queue', () => {
  it('when nobody has been called, then everyone waits in serial order, next is serial 1, and the pace is the default', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 3);
    const res = await queueOf(doctor.id);
    expect(res.statusCode).toBe(200);
    const queue = queueSchema.parse(res.json().data);
    expect(queue).toMatchObject({
      doctorId: doctor.id,
      date: dhakaDateString(),
      nowServing: null,
      doneCount: 0,
      averageMinutes: 10,
      lastCalledAt: null,
    });
    expect(queue.next?.serialNo).toBe(1);
    expect(queue.waiting.map((e) => e.serialNo)).toEqual([1, 2, 3]);
    expect(queue.waiting[0]!.patient.name).toBe('Queue Patient 1');
    // Names for the desk and the doctor, never contacts.
    expect(res.body).not.toMatch(/contact|0171\d{7}/);
  });

  it("when another date is asked for, then that day's queue comes back", async () => {
    const doctor = await createDoctor(ctx.database);
    const tomorrow = addDaysToDateString(dhakaDateString(), 1);
    await createDayQueue(ctx.database, doctor.id, 2, tomorrow);
    const queue = queueSchema.parse((await queueOf(doctor.id, desk.token, `?date=${tomorrow}`)).json().data);
    expect(queue.date).toBe(tomorrow);
    expect(queue.waiting.map((e) => e.serialNo)).toEqual([1, 2]);
    expect(queueSchema.parse((await queueOf(doctor.id)).json().data).waiting).toEqual([]);
  });

  it('when the doctor is unknown, then it is a 404; a bad date is a 400 with the date sentence', async () => {
    expect((await queueOf('0123456789abcdef01234567')).statusCode).toBe(404);
    const doctor = await createDoctor(ctx.database);
    const bad = await queueOf(doctor.id, desk.token, '?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid date format. Expected format: YYYY-MM-DD.');
  });
});

describe('call next, recall and skip', () => {
  it('when the desk calls next twice, then serials 1 and 2 are served in turn and the board time moves', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 3);
    const first = await move(doctor.id, 'call-next');
    expect(first.res.statusCode).toBe(200);
    expect(first.message).toBe('Now serving serial 1.');
    expect(serial(first.queue)).toBe(1);
    expect(first.queue!.next?.serialNo).toBe(2);
    expect(first.queue!.lastCalledAt).not.toBeNull();
    const second = await move(doctor.id, 'call-next');
    expect(serial(second.queue)).toBe(2);
    expect(second.queue!.waiting.map((e) => e.serialNo)).toEqual([3]);
  });

  it('when a patient with a later serial has arrived, then they are called before those who have not', async () => {
    const doctor = await createDoctor(ctx.database);
    const day = await createDayQueue(ctx.database, doctor.id, 4);
    const arrived = await call(desk, 'POST', `/appointment/${day[2]!.id}/arrived`);
    expect(arrived.statusCode).toBe(200);
    const queue = queueSchema.parse((await queueOf(doctor.id)).json().data);
    expect(queue.waiting.map((e) => e.serialNo)).toEqual([3, 1, 2, 4]);
    expect(queue.waiting[0]!.arrivedAt).not.toBeNull();
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(3);
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(1);
  });

  it('when the desk recalls, then the same serial is served with a new call time', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 2);
    const called = await move(doctor.id, 'call-next');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const recalled = await move(doctor.id, 'recall');
    expect(recalled.res.statusCode).toBe(200);
    expect(recalled.message).toBe('Serial 1 called again.');
    expect(serial(recalled.queue)).toBe(1);
    expect(recalled.queue!.lastCalledAt! > called.queue!.lastCalledAt!).toBe(true);
  });

  it('when serial 1 is skipped, then 2 is served at once, 3 next, and 1 comes back after those two', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 5);
    await move(doctor.id, 'call-next');
    const skipped = await move(doctor.id, 'skip');
    expect(skipped.res.statusCode).toBe(200);
    expect(skipped.message).toBe('Serial 1 skipped. Now serving serial 2.');
    expect(serial(skipped.queue)).toBe(2);
    expect(skipped.queue!.waiting.map((e) => [e.serialNo, e.skipped])).toEqual([
      [3, false],
      [1, true],
      [4, false],
      [5, false],
    ]);
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(3);
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(1);
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(4);
  });

  it('when the only one left is skipped, then nobody else is served and the skipped patient is next', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 1);
    await move(doctor.id, 'call-next');
    const skipped = await move(doctor.id, 'skip');
    expect(skipped.message).toBe('Serial 1 skipped. No one else is waiting.');
    expect(skipped.queue).toMatchObject({ nowServing: null, next: { serialNo: 1, skipped: true } });
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(1);
  });

  it('when nobody is waiting or being served, then call-next, recall and skip are 409s that say so and change nothing', async () => {
    const doctor = await createDoctor(ctx.database);
    const empty = await move(doctor.id, 'call-next');
    expect(empty.res.statusCode).toBe(409);
    expect(empty.message).toBe(QUEUE_EMPTY_MESSAGE);
    for (const action of ['recall', 'skip'] as const) {
      const res = await move(doctor.id, action);
      expect(res.res.statusCode).toBe(409);
      expect(res.message).toBe(NOTHING_CALLED_MESSAGE);
    }
    await createDayQueue(ctx.database, doctor.id, 1);
    await move(doctor.id, 'call-next');
    expect((await move(doctor.id, 'call-next')).message).toBe(QUEUE_EMPTY_MESSAGE);
    expect(serial(queueSchema.parse((await queueOf(doctor.id)).json().data))).toBe(1);
  });

  it("when tomorrow's patients are booked, then today's call-next does not reach them", async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 2, addDaysToDateString(dhakaDateString(), 1));
    expect((await move(doctor.id, 'call-next')).res.statusCode).toBe(409);
  });
});

describe('done and cancel keep working', () => {
  it('when the one being served is marked done, then it stays on as now serving, the done count rises, and the pace comes from the times', async () => {
    const doctor = await createDoctor(ctx.database);
    const day = await createDayQueue(ctx.database, doctor.id, 4);
    await move(doctor.id, 'call-next');
    const done = await call(desk, 'PUT', `/appointment/${day[0]!.id}`, { updatedDoc: { status: 'done' } });
    expect(done.statusCode).toBe(200);
    let queue = queueSchema.parse((await queueOf(doctor.id)).json().data);
    expect(queue).toMatchObject({ doneCount: 1, nowServing: { serialNo: 1 } });
    const [row] = await storedRows<{ done_at: Date | null }>(
      ctx.database.db,
      sql`select done_at from appointments where id = ${day[0]!.id}`,
    );
    expect(row!.done_at).not.toBeNull();

    // Two visits done 16 minutes after the first call: 8 minutes per patient.
    await move(doctor.id, 'call-next');
    await call(desk, 'PUT', `/appointment/${day[1]!.id}`, { updatedDoc: { status: 'done' } });
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set called_at = now() - interval '16 minutes' where id = ${day[0]!.id}`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set done_at = now() - interval '8 minutes' where id = ${day[0]!.id}`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set called_at = now() - interval '8 minutes', done_at = now() where id = ${day[1]!.id}`,
    );
    queue = queueSchema.parse((await queueOf(doctor.id)).json().data);
    expect(queue).toMatchObject({ doneCount: 2, averageMinutes: 8 });
  });

  it('when the one being served is cancelled, then nobody is served; a waiting patient cancelled is never called', async () => {
    const doctor = await createDoctor(ctx.database);
    const day = await createDayQueue(ctx.database, doctor.id, 3);
    await move(doctor.id, 'call-next');
    const cancel = (id: string) =>
      call(desk, 'PUT', `/appointment/${id}`, {
        updatedDoc: { status: 'cancelled', cancellationReason: 'Patient went home' },
      });
    expect((await cancel(day[0]!.id)).statusCode).toBe(200);
    expect((await cancel(day[1]!.id)).statusCode).toBe(200);
    const queue = queueSchema.parse((await queueOf(doctor.id)).json().data);
    expect(queue.nowServing).toBeNull();
    expect(queue.waiting.map((e) => e.serialNo)).toEqual([3]);
    expect(serial((await move(doctor.id, 'call-next')).queue)).toBe(3);
  });
});

describe('who runs a queue', () => {
  it("when a doctor runs their own queue, then it works; another doctor's is refused with a sentence", async () => {
    const [own, other] = await createTwoDayQueues(ctx.database, 1);
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: own.id });
    expect((await queueOf(own.id, doctor.token)).statusCode).toBe(200);
    expect(serial((await move(own.id, 'call-next', doctor.token)).queue)).toBe(1);
    for (const res of [await queueOf(other.id, doctor.token), (await move(other.id, 'call-next', doctor.token)).res]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_YOUR_QUEUE_MESSAGE);
    }
    expect(queueSchema.parse((await queueOf(other.id)).json().data).nowServing).toBeNull();
  });

  it('when an admin calls, then it works as for the attendant', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 1);
    const admin = await signedIn(ctx, 'admin');
    expect(serial((await move(doctor.id, 'call-next', admin.token)).queue)).toBe(1);
  });
});

describe('the turn alert', () => {
  it('when the queue moves, then each patient with 3 or fewer before them gets one SMS, once; arrived patients get none', async () => {
    const doctor = await createDoctor(ctx.database);
    const day = await createDayQueue(ctx.database, doctor.id, 7);
    await call(desk, 'POST', `/appointment/${day[3]!.id}/arrived`);
    const turnAlerts = () =>
      storedRows<{ appointment_id: string; text: string }>(
        ctx.database.db,
        sql`select payload->>'appointmentId' as appointment_id, payload->>'text' as text from outbox
            where channel = 'sms' and payload->>'kind' = 'turn' and payload->>'appointmentId' in (${sql.join(
              day.map((a) => sql`${a.id}`),
              sql`, `,
            )})`,
      );
    // Called: 4 (arrived). Waiting in order: 1, 2, 3, 5, 6, 7 -> 1, 2, 3 and 5 have at most 3 before them.
    await move(doctor.id, 'call-next');
    let alerts = await turnAlerts();
    expect(alerts.map((a) => a.appointment_id).sort()).toEqual([day[0]!.id, day[1]!.id, day[2]!.id, day[4]!.id].sort());
    expect(alerts.find((a) => a.appointment_id === day[0]!.id)!.text).toMatch(
      /^Your turn is next: serial 1 with Dr\. Test Doctor \d+\./,
    );
    expect(alerts.find((a) => a.appointment_id === day[4]!.id)!.text).toContain('serial 5 with');
    expect(alerts.find((a) => a.appointment_id === day[4]!.id)!.text).toContain('3 patients before you');

    await move(doctor.id, 'call-next');
    alerts = await turnAlerts();
    expect(alerts).toHaveLength(5);
    expect(alerts.filter((a) => a.appointment_id === day[5]!.id)).toHaveLength(1);
  });
});
