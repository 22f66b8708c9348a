import { sql, storedRows } from '../../db/testing.js';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn, useTestApp } from '../../test/test-app.js';

const { ctx, call } = useTestApp();

const valid = { name: 'Rina Akter', contactNo: '01712345678', message: 'Please call me about a cardiology visit.' };

describe('POST /callback', () => {
  it('when a visitor asks for a callback, then it is stored and every attendant is notified', async () => {
    const attendant = await createUser(ctx, 'attendant');
    const res = await call(undefined, 'POST', '/callback', valid);
    expect(res.statusCode).toBe(201);
    const rows = await storedRows<{ message: string }>(
      ctx.database.db,
      sql`select n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${attendant.user.id}`,
    );
    expect(rows.map((r) => r.message)).toContain('New callback request from Rina Akter.');
  });

  it.each([
    [{ name: 'R' }, 'name', 'Name must be at least 2 characters long.'],
    [{ name: 'R'.repeat(31) }, 'name', 'Name must be under 30 charecter.'],
    [{ contactNo: '0171234567' }, 'contactNo', 'Contact number must be 11 digits long.'],
    [{ contactNo: '0171234567x' }, 'contactNo', 'Contact number must be numeric and exactly 11 digits.'],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters long.'],
    [{ message: 'm'.repeat(256) }, 'message', 'Message not more than 255 charecter long.'],
  ])(
    'when the request has %j, then it is a 400 with the spec message and nothing is stored',
    async (change, path, message) => {
      const [before] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from callbacks`);
      const res = await call(undefined, 'POST', '/callback', { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorSources).toContainEqual({ path, message });
      const [after] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from callbacks`);
      expect(after!.n).toBe(before!.n);
    },
  );
});

async function requestCallback(name: string): Promise<string> {
  const res = await call(undefined, 'POST', '/callback', { ...valid, name });
  expect(res.statusCode).toBe(201);
  const [row] = await storedRows<{ id: string }>(
    ctx.database.db,
    sql`select id from callbacks where name = ${name} order by created_at desc limit 1`,
  );
  return row!.id;
}

type ListedCallback = {
  _id: string;
  name: string;
  remarks: string | null;
  answeredBy: { name: string } | null;
  answeredAt: string | null;
};

describe('GET /callback/all-callback and PUT /callback/update-remarks/{callBackId}', () => {
  const answer = (token: string, id: string, remarks: string) =>
    call(token, 'PUT', `/callback/update-remarks/${id}`, { updatedDoc: { remarks } });

  it('when some callbacks are answered, then unanswered ones come first, newest first within each group, answered ones with remarks and who answered', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const older = await requestCallback('Order Older');
    const answered = await requestCallback('Order Answered');
    const newer = await requestCallback('Order Newer');

    const put = await answer(attendant.token, answered, 'Booked for Sunday.');
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      _id: answered,
      remarks: 'Booked for Sunday.',
      answeredBy: { name: 'Test attendant' },
    });

    const res = await call(attendant, 'GET', '/callback/all-callback');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as ListedCallback[];
    const ours = list.filter((c) => c.name.startsWith('Order '));
    expect(ours.map((c) => c._id)).toEqual([newer, older, answered]);
    expect(ours[0]).toMatchObject({ remarks: null, answeredBy: null, answeredAt: null });
    expect(ours[2]!.answeredAt).not.toBeNull();
    // Across the whole list, nothing unanswered follows an answered one.
    const firstAnswered = list.findIndex((c) => c.answeredAt !== null);
    expect(list.slice(firstAnswered).every((c) => c.answeredAt !== null)).toBe(true);
  });

  it('when a callback is answered a second time, then the remarks and the answerer are replaced', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const admin = await signedIn(ctx, 'admin');
    const id = await requestCallback('Twice Answered');
    expect((await answer(attendant.token, id, 'No answer, will retry.')).statusCode).toBe(200);
    const second = await answer(admin.token, id, 'Reached, booked for Monday.');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      remarks: 'Reached, booked for Monday.',
      answeredBy: { name: 'Test admin' },
    });
  });

  it('when the callback does not exist, then answering it is a 404', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const res = await answer(attendant.token, '0123456789abcdef01234567', 'Called.');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Callback request not found.');
  });

  it('when the remarks are empty, then it is a 400 on updatedDoc.remarks', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const id = await requestCallback('Empty Remarks');
    const res = await answer(attendant.token, id, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path: 'updatedDoc.remarks', message: 'Remarks are required.' });
  });
});
