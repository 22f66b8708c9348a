import { beforeAll, describe, expect, it } from 'vitest';
import { queueSchema } from '@hospital/contract/queue';
import type { FastifyInstance } from 'fastify';
import { sql, storedRows } from '../../db/testing.js';
import { createDayQueue, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

/**
 * The queue under concurrency: two desks calling at once never call the same serial. Meaningful on real
 * PostgreSQL (CI runs this file with TEST_DB=postgres); PGlite runs one query at a time, so there it only checks the
 * bookkeeping.
 */
const { ctx, call } = useTestApp();
let second: FastifyInstance;
let tokens: string[];
beforeAll(async () => {
  second = await ctx.openSecondApp();
  tokens = [(await signedIn(ctx, 'attendant')).token, (await signedIn(ctx, 'admin')).token];
});

const apps = () => [ctx.app, second];

function callNext(i: number, doctorId: string) {
  return apps()[i % 2]!.inject({
    method: 'POST',
    url: `/api/v1/queue/${doctorId}/call-next`,
    headers: { authorization: tokens[i % tokens.length]! },
  });
}

function cancel(i: number, appointmentId: string) {
  return apps()[(i + 1) % 2]!.inject({
    method: 'PUT',
    url: `/api/v1/appointment/${appointmentId}`,
    payload: { updatedDoc: { status: 'cancelled', cancellationReason: 'Patient went home' } },
    headers: { authorization: tokens[(i + 1) % tokens.length]! },
  });
}

const calledSerial = (res: Awaited<ReturnType<typeof callNext>>) =>
  queueSchema.parse(res.json().data).nowServing!.serialNo;

describe('two desks calling at once', () => {
  it('when 60 calls race over 40 waiting patients through two API processes, then 40 calls each get a different serial and 20 are told nobody waits', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 40);
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => callNext(i, doctor.id)));
    expect(responses.filter((r) => ![200, 409].includes(r.statusCode)).map((r) => r.body)).toEqual([]);
    const served = responses.filter((r) => r.statusCode === 200).map(calledSerial);
    expect(served).toHaveLength(40);
    expect(new Set(served).size).toBe(40);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(20);
    const rows = await storedRows<{ called: number; calls: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from appointments where doctor_id = ${doctor.id} and called_at is not null) as called,
                 (select calls from queue_days where doctor_id = ${doctor.id}) as calls`,
    );
    expect(rows[0]).toEqual({ called: 40, calls: 40 });
  }, 120_000);

  it('when calls race with cancellations, then no serial is called twice, no cancelled patient is called after the cancel, and none ends as now serving', async () => {
    const doctor = await createDoctor(ctx.database);
    const day = await createDayQueue(ctx.database, doctor.id, 30);
    const evens = day.filter((a) => a.serialNo % 2 === 0);
    const [calls, cancels] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, i) => callNext(i, doctor.id))),
      Promise.all(evens.map((a, i) => cancel(i, a.id))),
    ]);
    expect(cancels.map((r) => r.statusCode)).toEqual(evens.map(() => 200));
    expect(calls.filter((r) => ![200, 409].includes(r.statusCode)).map((r) => r.body)).toEqual([]);
    const served = calls.filter((r) => r.statusCode === 200).map(calledSerial);
    expect(new Set(served).size).toBe(served.length);

    const rows = await storedRows<{ serial_no: number; status: string; called: boolean }>(
      ctx.database.db,
      sql`select serial_no, status, called_at is not null as called from appointments where doctor_id = ${doctor.id} order by serial_no`,
    );
    // What a call answered is what the database recorded as called: an appointment whose cancel came first was passed over.
    expect(rows.filter((r) => r.called).map((r) => r.serial_no)).toEqual([...served].sort((a, b) => a - b));
    // Every patient who stayed was called (30 calls were enough), each once.
    expect(rows.filter((r) => r.status === 'pending').every((r) => r.called)).toBe(true);
    const queue = queueSchema.parse((await call(tokens[0]!, 'GET', `/queue/${doctor.id}`)).json().data);
    const cancelled = new Set(rows.filter((r) => r.status === 'cancelled').map((r) => r.serial_no));
    expect(queue.nowServing === null || !cancelled.has(queue.nowServing.serialNo)).toBe(true);
    expect(queue.waiting).toEqual([]);
  }, 120_000);

  it('when call-next, recall and skip race on one day, then every answer is a 200 or a 409 and the day stays consistent', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 12);
    const actions = ['call-next', 'recall', 'skip'] as const;
    const responses = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: `/api/v1/queue/${doctor.id}/${actions[i % 3]}`,
          headers: { authorization: tokens[i % 2]! },
        }),
      ),
    );
    expect(responses.filter((r) => ![200, 409].includes(r.statusCode)).map((r) => r.body)).toEqual([]);
    const queue = queueSchema.parse((await call(tokens[0]!, 'GET', `/queue/${doctor.id}`)).json().data);
    const [{ called }] = (await storedRows<{ called: number }>(
      ctx.database.db,
      sql`select count(*)::int as called from appointments where doctor_id = ${doctor.id} and called_at is not null`,
    )) as [{ called: number }];
    // Everyone is either waiting or has been called, never both, never lost.
    expect(queue.waiting.length + called).toBe(12);
    expect(new Set(queue.waiting.map((e) => e.serialNo)).size).toBe(queue.waiting.length);
  }, 120_000);
});
