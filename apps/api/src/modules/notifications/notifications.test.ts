import { sql, storedRows } from '../../db/testing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from './notifications.repository.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { Notifier } from './notify.js';

const { ctx, call } = useTestApp();
let notifier: Notifier;
beforeAll(async () => {
  notifier = new Notifier(ctx.database);
});

const bell = (token: string) => call(token, 'GET', '/notification');
const markRead = (token: string, id: string) => call(token, 'POST', `/notification/${id}`);
type Listed = { _id: string; message: string; createdAt: string; link?: string | null };

describe('GET /notification', () => {
  it('when the desk has notifications, then each user gets their own unread ones, newest first, with message, createdAt and link', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const first = await notifier.notifyDesk({ message: 'Bell first.', link: '/attendant/callback-requests' });
    const second = await notifier.notifyDesk({ message: 'Bell second.' });
    // A notification for another desk user only, written straight to the tables: it must not show.
    const colleague = await signedIn(ctx, 'attendant');
    const theirs = await insertNotification(ctx.database.db, { message: 'Bell theirs.', link: null }, [
      colleague.user.id,
    ]);

    const res = await bell(attendant.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Listed[];
    const ours = list.filter((n) => n.message.startsWith('Bell '));
    expect(ours.map((n) => n._id)).toEqual([second, first]);
    expect(ours[1]).toEqual({
      _id: first,
      message: 'Bell first.',
      createdAt: expect.any(String),
      link: '/attendant/callback-requests',
    });
    expect(new Date(ours[1]!.createdAt).toISOString()).toBe(ours[1]!.createdAt);
    expect(((await bell(colleague.token)).json().data as Listed[]).map((n) => n._id)).toContain(theirs);
  });

  it('when a desk user joins after a notification, then it is not theirs', async () => {
    const id = await notifier.notifyDesk({ message: 'Before you came.' });
    const late = await signedIn(ctx, 'admin');
    expect(((await bell(late.token)).json().data as Listed[]).map((n) => n._id)).not.toContain(id);
    expect((await markRead(late.token, id)).statusCode).toBe(404);
  });
});

describe('POST /notification/{notificationId}', () => {
  it('when a user marks one read, then it leaves their list only, and marking it again is still a 200', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const admin = await signedIn(ctx, 'admin');
    const id = await notifier.notifyDesk({ message: 'Read me.' });

    const res = await markRead(attendant.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Notification marked as read.' });
    expect(((await bell(attendant.token)).json().data as Listed[]).map((n) => n._id)).not.toContain(id);
    expect(((await bell(admin.token)).json().data as Listed[]).map((n) => n._id)).toContain(id);

    const [before] = await storedRows<{ read_at: string }>(
      ctx.database.db,
      sql`select read_at::text from notification_recipients where notification_id = ${id} and user_id = ${attendant.user.id}`,
    );
    const again = await markRead(attendant.token, id);
    expect(again.statusCode).toBe(200);
    const [after] = await storedRows<{ read_at: string }>(
      ctx.database.db,
      sql`select read_at::text from notification_recipients where notification_id = ${id} and user_id = ${attendant.user.id}`,
    );
    expect(after!.read_at).toBe(before!.read_at);
  });

  it('when the notification is unknown, then it is a 404; a malformed id is a 400', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const res = await markRead(attendant.token, '0123456789abcdef01234567');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Notification not found.');
    expect((await markRead(attendant.token, 'not-an-id')).statusCode).toBe(400);
  });
});
