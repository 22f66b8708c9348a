import { sql, storedRows } from '../../db/testing.js';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../test/test-app.js';
import { NOTIFICATION_CHANNEL, Notifier } from './notify.js';

const { ctx } = useTestApp();

describe('notify()', () => {
  it('when the desk is notified, then every attendant and admin gets it unread, nobody else does, and listeners hear it', async () => {
    const attendant = await createUser(ctx, 'attendant');
    const admin = await createUser(ctx, 'admin');
    const patient = await createUser(ctx, 'patient');
    const heard: string[] = [];
    const stop = await ctx.database.listen(NOTIFICATION_CHANNEL, (payload) => heard.push(payload));

    const id = await new Notifier(ctx.database).notifyDesk({
      message: 'New callback request from Rina.',
      link: '/attendant/callback-requests',
    });

    const rows = await storedRows<{ user_id: string; read_at: string | null }>(
      ctx.database.db,
      sql`select user_id, read_at from notification_recipients where notification_id = ${id}`,
    );
    const recipients = rows.map((r) => r.user_id);
    expect(recipients).toEqual(expect.arrayContaining([attendant.user.id, admin.user.id]));
    expect(recipients).not.toContain(patient.user.id);
    expect(rows.every((r) => r.read_at === null)).toBe(true);

    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.parse(heard[0]!).id).toBe(id);
    await stop();
  });
});
