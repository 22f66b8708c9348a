import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { signedIn, useTestApp } from '../test-app.js';

/**
 * What belongs to one member of staff is theirs alone, however many share a route: a notification read by one
 * attendant stays unread for the others.
 */
const { ctx, call, attendant, admin } = useTestApp({ signedIn: ['attendant', 'admin'] });

describe('staff and what belongs to another member of staff', () => {
  it("when an attendant marks a notification read, then only the attendant's own copy is marked", async () => {
    const second = await signedIn(ctx, 'attendant');
    await call(undefined, 'POST', '/callback', {
      name: 'Nasima Begum',
      contactNo: '01712345670',
      message: 'Please call me about a visit.',
    });
    const [fresh] = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from notifications order by created_at desc limit 1`,
    );
    const res = await call(attendant, 'POST', `/notification/${fresh!.id}`);
    expect(res.statusCode).toBe(200);
    const marks = await storedRows<{ user_id: string; read_at: Date | null }>(
      ctx.database.db,
      sql`select user_id, read_at from notification_recipients where notification_id = ${fresh!.id}`,
    );
    expect(marks.find((m) => m.user_id === attendant.user.id)!.read_at).not.toBeNull();
    expect(marks.find((m) => m.user_id === second.user.id)!.read_at).toBeNull();
    expect(marks.find((m) => m.user_id === admin.user.id)!.read_at).toBeNull();
  });
});
