import { addDaysToDateString, dhakaDateString, dhakaMidnight, dhakaMinutesOfDay } from '@hospital/contract/format';

/** No SMS from 22:00 to 08:00 Dhaka time, except the turn alert (docs/decisions/0021-sms.md). */
export const QUIET_FROM_MINUTES = 22 * 60;
export const QUIET_UNTIL_MINUTES = 8 * 60;

export function inQuietHours(now: Date): boolean {
  const minutes = dhakaMinutesOfDay(now);
  return minutes >= QUIET_FROM_MINUTES || minutes < QUIET_UNTIL_MINUTES;
}

/**
 * When a message that respects quiet hours may go: now outside them, otherwise 08:00 Dhaka time of the morning that
 * ends them. A message is deferred, never dropped.
 */
export function quietHoursEnd(now: Date): Date | undefined {
  if (!inQuietHours(now)) return undefined;
  const today = dhakaDateString(now);
  const morning = dhakaMinutesOfDay(now) < QUIET_UNTIL_MINUTES ? today : addDaysToDateString(today, 1);
  return new Date(dhakaMidnight(morning).getTime() + QUIET_UNTIL_MINUTES * 60_000);
}
