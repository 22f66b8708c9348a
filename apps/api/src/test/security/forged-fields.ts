import { expect } from 'vitest';
import type { sql } from '../../db/testing.js';
import type { TestContext } from '../test-app.js';
import { rows, type World } from './world.js';

// What the mass assignment suite forges, and how it reads back what was stored.

export const FOREIGN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const OLD_TIME = '2000-01-01T00:00:00.000Z';

/** What an attacker adds to every form: ids, a role, statuses, money and authors of their choosing. */
export const forgedFields = (world: World) => ({
  role: 'admin',
  _id: FOREIGN_ID,
  id: FOREIGN_ID,
  patientId: 'P0000001',
  status: 'done',
  paymentStatus: 'paid',
  consultationFee: 1,
  serialNo: 99,
  feeReceivedBy: world.users.admin.user.id,
  isFollowup: true,
  source: 'walk-in',
  refundStatus: 'refunded',
  createdBy: world.users.admin.user.id,
  attendantId: world.users.admin.user.id,
  userId: world.users.admin.user.id,
  createdAt: OLD_TIME,
});

/** Timestamps come back as Date from pg and as text from PGlite's raw rows. */
export const yearOf = (value: unknown) => new Date(value as string | Date).getUTCFullYear();

/** The one row `query` finds; the test fails when there is none. */
export async function oneRow<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(ctx, query);
  expect(row).toBeDefined();
  return row!;
}
