import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, createUser, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const valid = { name: 'Rina Akter', contactNo: '01712345678', message: 'Please call me about a cardiology visit.' };

describe('POST /callback', () => {
  it('when a visitor asks for a callback, then it is stored and every attendant is notified', async () => {
    const attendant = await createUser(ctx, 'attendant');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/callback', payload: valid });
    expect(res.statusCode).toBe(201);
    const rows = await queryRows<{ message: string }>(
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
  ])('when the request has %j, then it is a 400 with the spec message and nothing is stored', async (change, path, message) => {
    const [before] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from callbacks`);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/callback', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path, message });
    const [after] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from callbacks`);
    expect(after!.n).toBe(before!.n);
  });
});
