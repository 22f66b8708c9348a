import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { incrementCounter } from '../../lib/rate-limits.repository.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { tooManyChangesToday } from './appointments.messages.js';

/**
 * The daily cap on what a patient's account does online: its bookings (its family members' included), date changes
 * and cancellations together, at most `bookingLimits.changesPerDay` a Dhaka day. Each takes or frees a serial in a
 * real doctor's queue and may send a paid SMS, so nobody can book and cancel in a loop. The desk is never counted.
 * One counter per account and day in `rate_limit_counters` (docs/decisions/0002), counted inside the change's own
 * transaction: a refused or failed change gives its hit back, and concurrent changes of one account wait for each
 * other's count, so they never pass the cap together.
 */
export type ChangeCap = { key: string; limit: number; windowSeconds: number; retryAfter: number };

// A day's counter lives under a key of its own; the window only has to outlast any day.
const DAY_SECONDS = 24 * 60 * 60;

export function patientChangeCap(ctx: Pick<AppContext, 'config' | 'clock'>, caller: AuthUser): ChangeCap {
  const now = ctx.clock();
  const today = dhakaDateString(now);
  const nextMidnight = dhakaMidnight(addDaysToDateString(today, 1)).getTime();
  return {
    key: `patient-changes:${caller.id}:${today}`,
    limit: ctx.config.bookingLimits.changesPerDay,
    windowSeconds: DAY_SECONDS,
    retryAfter: Math.max(1, Math.ceil((nextMidnight - now.getTime()) / 1000)),
  };
}

/** The 429 of an account over its day's cap, with Retry-After until the Dhaka day ends. */
export function overChangeCap(cap: ChangeCap): AppError {
  return AppError.tooManyRequests(tooManyChangesToday(cap.limit), cap.retryAfter);
}

/** Counts one change in the caller's transaction (a booking counts inside its own statement instead). */
export async function countPatientChange(tx: DbOrTx, cap: ChangeCap): Promise<void> {
  const { hits } = await incrementCounter(tx, cap.key, cap.windowSeconds);
  if (hits > cap.limit) throw overChangeCap(cap);
}
