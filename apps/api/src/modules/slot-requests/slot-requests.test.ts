import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { describe, expect, it } from 'vitest';
import { STATION_REQUIRED_MESSAGE } from '@hospital/contract/slot-requests';
import { newId } from '../../lib/ids.js';
import { createTestApp, signedIn, useTestApp } from '../../test/test-app.js';

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const valid = { department: 'NICU', name: 'Baby of Rina', age: 0, contact: '01712345678' };
const DAY_MS = 24 * 60 * 60 * 1000;

function create(token: string, payload: Record<string, unknown>) {
  return call(token, 'POST', '/marketer/create-slot-request', payload);
}

function list(query: string) {
  return call(admin, 'GET', `/marketer/get-slot-requests${query}`);
}

function decide(action: 'approve' | 'reject', requestId: string, token = admin.token) {
  return call(token, 'PATCH', `/marketer/${action}-slot-request`, { requestId });
}

/** A request written straight to the table, so its age and status can be chosen. */
async function insertRequest(values: {
  name: string;
  bookedBy: string;
  ageMs?: number;
  status?: 'pending' | 'approved' | 'rejected';
}) {
  const id = newId();
  const createdAt = new Date(Date.now() - (values.ageMs ?? 0));
  await changeStoredRows(
    ctx.database.db,
    sql`insert into slot_requests (id, department, station, name, age, contact, status, booked_by, created_at)
        values (${id}, 'General', null, ${values.name}, 40, '01712345678', ${values.status ?? 'pending'}, ${values.bookedBy}, ${createdAt})`,
  );
  return id;
}

describe('POST /marketer/create-slot-request', () => {
  it('when a marketer leaves the station out, then it is a 400 with the station message and nothing is stored', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const res = await create(marketer.token, { ...valid, name: 'No Station' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'station', message: STATION_REQUIRED_MESSAGE }]);
    const rows = await storedRows(ctx.database.db, sql`select 1 from slot_requests where name = 'No Station'`);
    expect(rows).toHaveLength(0);
  });

  it('when a marketer gives a station, then the request is stored with it, booked by the marketer, and the desk is notified', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const attendant = await signedIn(ctx, 'attendant');
    const res = await create(marketer.token, { ...valid, name: 'From Birdem', station: 'Birdem' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: null });

    const listed = (await list('')).json().data as Array<{
      name: string;
      station: string | null;
      bookedBy: { name: string };
    }>;
    expect(listed.find((r) => r.name === 'From Birdem')).toMatchObject({
      station: 'Birdem',
      department: 'NICU',
      status: 'pending',
      bookedBy: { name: 'Test marketer' },
    });

    const bell = await call(attendant, 'GET', '/notification');
    expect(bell.json().data).toContainEqual(
      expect.objectContaining({
        message: 'New emergency slot request (NICU) for From Birdem.',
        link: '/admin/manage-slot-request',
      }),
    );
  });

  it('when a patient asks without a station, then it is a 201; a station a patient sends is not kept', async () => {
    const patient = await signedIn(ctx, 'patient');
    expect((await create(patient.token, { ...valid, name: 'Patient Plain' })).statusCode).toBe(201);
    expect((await create(patient.token, { ...valid, name: 'Patient Station', station: 'DMCH' })).statusCode).toBe(201);
    const rows = await storedRows<{ name: string; station: string | null; booked_by: string }>(
      ctx.database.db,
      sql`select name, station, booked_by from slot_requests where name like 'Patient %' order by name`,
    );
    expect(rows).toEqual([
      { name: 'Patient Plain', station: null, booked_by: patient.user.id },
      { name: 'Patient Station', station: null, booked_by: patient.user.id },
    ]);
  });

  it.each([
    [{ department: '' }, 'department', 'Select a department at first, its required.'],
    [{ name: '' }, 'name', 'Patient name is required'],
    [{ age: 'ten' }, 'age', 'Age must be a number.'],
    [{ contact: '0171234567' }, 'contact', 'Contact number must be 11 digits long'],
    [{ contact: '0171234567x' }, 'contact', 'Contact number must be numeric and exactly 11 digits.'],
  ])('when the body has %j, then it is a 400 with the spec message', async (change, path, message) => {
    const patient = await signedIn(ctx, 'patient');
    const res = await create(patient.token, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path, message });
  });
});

describe('GET /marketer/get-slot-requests', () => {
  it('when requests of several ages and states exist, then only those with the status from the last `days` days come, newest first', async () => {
    const patient = await signedIn(ctx, 'patient');
    const today = await insertRequest({ name: 'Window Today', bookedBy: patient.user.id });
    const fourDays = await insertRequest({ name: 'Window Four', bookedBy: patient.user.id, ageMs: 4 * DAY_MS });
    const sixDays = await insertRequest({ name: 'Window Six', bookedBy: patient.user.id, ageMs: 6 * DAY_MS });
    const approved = await insertRequest({
      name: 'Window Approved',
      bookedBy: patient.user.id,
      ageMs: DAY_MS,
      status: 'approved',
    });
    const ids = (res: Awaited<ReturnType<typeof list>>) =>
      (res.json().data as Array<{ _id: string; name: string }>)
        .filter((r) => r.name.startsWith('Window '))
        .map((r) => r._id);

    expect(ids(await list(''))).toEqual([today, fourDays]);
    expect(ids(await list('?days=7'))).toEqual([today, fourDays, sixDays]);
    expect(ids(await list('?days=3&status=approved'))).toEqual([approved]);
    expect(ids(await list('?status=rejected'))).toEqual([]);
    const item = (await list('')).json().data.find((r: { _id: string }) => r._id === today);
    expect(item).toMatchObject({ station: null, bookedBy: { name: 'Test patient' } });
  });

  it('when the query is out of range, then it is a 400 with the contract message', async () => {
    const res = await list('?days=0&status=done');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([
      { path: 'days', message: 'Days must be a whole number from 1 to 90.' },
      { path: 'status', message: 'Status must be pending, approved or rejected.' },
    ]);
  });
});

describe('PATCH /marketer/approve-slot-request and /marketer/reject-slot-request', () => {
  /** A pending request booked by a fresh patient account. */
  const pendingRequest = async (name: string) => {
    const patient = await signedIn(ctx, 'patient');
    return insertRequest({ name, bookedBy: patient.user.id });
  };

  it('when an admin approves a pending request, then it is approved with who and when, and approving again is a 409 naming the state', async () => {
    const id = await pendingRequest('Approve Me');
    const res = await decide('approve', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, status: 'approved' });
    const [row] = await storedRows<{ decided_by: string; decided_at: Date | string | null }>(
      ctx.database.db,
      sql`select decided_by, decided_at from slot_requests where id = ${id}`,
    );
    expect(row!.decided_by).toBe(admin.user.id);
    expect(row!.decided_at).not.toBeNull();

    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(action, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This slot request is already approved.');
    }
  });

  it('when an admin rejects a pending request, then it is rejected, and approving it afterwards is a 409', async () => {
    const id = await pendingRequest('Reject Me');
    const res = await decide('reject', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, status: 'rejected' });
    const again = await decide('approve', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This slot request is already rejected.');
  });

  it('when two admins approve the same request at once, then exactly one succeeds and the other gets a 409', async () => {
    const other = await signedIn(ctx, 'admin');
    const id = await pendingRequest('Raced');
    const codes = (await Promise.all([decide('approve', id), decide('approve', id, other.token)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });

  it('when the request does not exist, then it is a 404', async () => {
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide(action, '0123456789abcdef01234567');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Slot request not found.');
    }
  });

  it('when an attendant tries to approve, then it is a 403 and the request stays pending', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const id = await pendingRequest('Not Yours');
    expect((await decide('approve', id, attendant.token)).statusCode).toBe(403);
    const [row] = await storedRows<{ status: string }>(
      ctx.database.db,
      sql`select status from slot_requests where id = ${id}`,
    );
    expect(row!.status).toBe('pending');
  });
});

describe('slot request rate limit', () => {
  it('when one network has used its public-form budget on a callback, then its next slot request is a 429 with Retry-After', async () => {
    const limited = await createTestApp({ rateLimits: { publicFormPerIp: 1 } });
    try {
      const patient = await signedIn(limited, 'patient');
      const callback = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/callback',
        payload: { name: 'Rina Akter', contactNo: '01712345678', message: 'Please call me about a visit.' },
      });
      expect(callback.statusCode).toBe(201);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/marketer/create-slot-request',
        headers: { authorization: patient.token },
        payload: valid,
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
