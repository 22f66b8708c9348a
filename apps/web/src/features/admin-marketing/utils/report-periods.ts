import { addDaysToDateString, dhakaDateString, weekdayOfDateString } from '@hospital/contract/format';
import { WEEKDAYS } from '@hospital/contract/lists';
import type { ReportPeriod } from '../api/get-report';

export const PERIOD_CHOICES = ['week', 'month', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/**
 * This week (from Saturday, the first day of the Bangladeshi work week, as the marketers' dashboard counts weeks) or
 * this month, each up to today, on the Dhaka calendar.
 */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, now: Date = new Date()): ReportPeriod {
  const today = dhakaDateString(now);
  if (choice === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const sinceSaturday = (WEEKDAYS.indexOf(weekdayOfDateString(today)) + 1) % 7;
  return { from: addDaysToDateString(today, -sinceSaturday), to: today };
}
