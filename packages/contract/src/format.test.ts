import { describe, expect, it } from 'vitest';
import {
  addDaysToDateString,
  bengaliWeekdayOf,
  bengaliWeekdayOfWeekday,
  daysBetweenDateStrings,
  dhakaDateString,
  dhakaMidnight,
  dhakaMinutesOfDay,
  dhakaWeekday,
  formatDayShortMonthYear,
  formatDhakaDateTime,
  formatDisplayDate,
  formatFee,
  formatFeeTaka,
  formatTime12h,
  isValidDateString,
  isValidTime,
  minutesOfTime,
  notificationLabel,
  relativeDayBadge,
  weekdayOfDateString,
} from './format.js';
import { WEEKDAYS } from './lists.js';
import type { Weekday } from './lists.js';

// 1 January 2025 was a Wednesday. 18:00 UTC is midnight in Dhaka (UTC+6).
const LAST_MINUTE_OF_JAN_1 = new Date('2025-01-01T17:59:00Z');
const FIRST_MINUTE_OF_JAN_2 = new Date('2025-01-01T18:00:00Z');

describe('the Dhaka clock', () => {
  it('still reads 1 January at 17:59 UTC and 2 January from 18:00 UTC', () => {
    expect(dhakaDateString(LAST_MINUTE_OF_JAN_1)).toBe('2025-01-01');
    expect(dhakaDateString(FIRST_MINUTE_OF_JAN_2)).toBe('2025-01-02');
  });

  it('turns the weekday over at Dhaka midnight', () => {
    expect(dhakaWeekday(LAST_MINUTE_OF_JAN_1)).toBe('Wednesday');
    expect(dhakaWeekday(FIRST_MINUTE_OF_JAN_2)).toBe('Thursday');
  });

  it('counts minutes of the day on the Dhaka wall clock', () => {
    expect(dhakaMinutesOfDay(LAST_MINUTE_OF_JAN_1)).toBe(23 * 60 + 59);
    expect(dhakaMinutesOfDay(FIRST_MINUTE_OF_JAN_2)).toBe(0);
    expect(dhakaMinutesOfDay(new Date('2025-06-15T06:30:00Z'))).toBe(12 * 60 + 30);
  });

  it('gives the UTC instant at which a Dhaka day begins', () => {
    expect(dhakaMidnight('2025-01-02').toISOString()).toBe('2025-01-01T18:00:00.000Z');
  });

  it('reads the same in midsummer, since Dhaka keeps no daylight saving', () => {
    expect(dhakaDateString(new Date('2025-07-01T17:59:00Z'))).toBe('2025-07-01');
    expect(dhakaDateString(new Date('2025-07-01T18:00:00Z'))).toBe('2025-07-02');
  });
});

describe('date strings', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-12-25', 14, '2026-01-08'],
    ['2025-03-10', 0, '2025-03-10'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDaysToDateString(date, days)).toBe(expected);
  });

  it('counts whole days between two dates, negative backwards', () => {
    expect(daysBetweenDateStrings('2025-01-01', '2025-01-11')).toBe(10);
    expect(daysBetweenDateStrings('2025-01-01', '2024-12-31')).toBe(-1);
  });

  it('names the weekday of a date, Sunday first like the week', () => {
    expect(weekdayOfDateString('2025-01-05')).toBe('Sunday');
    expect(weekdayOfDateString('2025-01-11')).toBe('Saturday');
  });

  it.each([['2025-01-01'], ['2024-02-29'], ['1999-12-31']])('accepts the real date %s', (date) => {
    expect(isValidDateString(date)).toBe(true);
  });

  it.each([['2025-02-29'], ['2025-13-01'], ['2025-1-1'], ['2025-01-01T00:00'], [''], ['9999-12-31'], ['0000-01-01']])(
    'refuses %j as a date',
    (date) => {
      expect(isValidDateString(date)).toBe(false);
    },
  );

  it('throws on a malformed date rather than formatting nonsense', () => {
    expect(() => formatDisplayDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('times', () => {
  it.each([['00:00'], ['09:30'], ['23:59']])('accepts %s', (time) => {
    expect(isValidTime(time)).toBe(true);
  });

  it.each([['24:00'], ['9:00'], ['12:60'], [''], ['12:00:00']])('refuses %j', (time) => {
    expect(isValidTime(time)).toBe(false);
  });

  it('converts HH:MM to minutes since midnight', () => {
    expect(minutesOfTime('17:45')).toBe(17 * 60 + 45);
  });
});

describe('fees', () => {
  it.each([
    [0, '0/-'],
    [999, '999/-'],
    [1000, '1,000/-'],
    [1500, '1,500/-'],
    [99_999, '99,999/-'],
    [100_000, '1,00,000/-'],
    [123_456, '1,23,456/-'],
    [12_345_678, '1,23,45,678/-'],
  ])('formats %i with Indian digit grouping as %s', (amount, expected) => {
    expect(formatFee(amount)).toBe(expected);
  });

  it('prefixes the taka sign on staff screens', () => {
    expect(formatFeeTaka(1500)).toBe('৳1,500');
    expect(formatFeeTaka(123_456)).toBe('৳1,23,456');
    expect(formatFeeTaka(0)).toBe('৳0');
  });
});

describe('display dates', () => {
  const bookingPageDates = [
    ['2025-01-01', '1st Jan, 2025'],
    ['2025-01-02', '2nd Jan, 2025'],
    ['2025-01-03', '3rd Jan, 2025'],
    ['2025-01-04', '4th Jan, 2025'],
    ['2025-01-11', '11th Jan, 2025'],
    ['2025-01-12', '12th Jan, 2025'],
    ['2025-01-13', '13th Jan, 2025'],
    ['2025-01-21', '21st Jan, 2025'],
    ['2025-01-22', '22nd Jan, 2025'],
    ['2025-01-23', '23rd Jan, 2025'],
    ['2025-12-31', '31st Dec, 2025'],
  ];
  it.each(bookingPageDates)('shows %s as %s on the booking page', (date, expected) => {
    expect(formatDisplayDate(date)).toBe(expected);
  });

  it('shows the staff navigator date as day, short month, year', () => {
    expect(formatDayShortMonthYear('2025-01-01')).toBe('1 Jan 2025');
    expect(formatDayShortMonthYear('2025-09-22')).toBe('22 Sep 2025');
  });
});

describe('Bengali weekdays', () => {
  it('names each day of a week from Sunday 5 January 2025', () => {
    const week = Array.from({ length: 7 }, (_, index) => bengaliWeekdayOf(addDaysToDateString('2025-01-05', index)));
    expect(week).toEqual(['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি']);
  });

  it('names a schedule weekday', () => {
    expect(bengaliWeekdayOfWeekday('Friday')).toBe('শুক্র');
  });
});

describe('notificationLabel', () => {
  // Wednesday 1 January 2025, 16:00 in Dhaka.
  const now = new Date('2025-01-01T10:00:00Z');

  it.each([
    ['an instant earlier the same Dhaka day', '2024-12-31T18:00:00Z', 'Today'],
    ['the current instant', '2025-01-01T10:00:00Z', 'Today'],
    ['the first minute of the next Dhaka day', '2025-01-01T18:00:00Z', 'Tomorrow'],
    ['two days ahead', '2025-01-03T06:00:00Z', 'Fri, Jan 3'],
    ['five days ahead', '2025-01-06T06:00:00Z', 'Mon, Jan 6'],
    ['ten days ahead', '2025-01-11T06:00:00Z', 'Sat, Jan 11'],
    ['eleven days ahead', '2025-01-12T06:00:00Z', '2025-01-12'],
    ['the last minute of the previous Dhaka day', '2024-12-31T17:59:00Z', '2024-12-31'],
  ])('labels %s (%s) as %s', (_case, createdAt, expected) => {
    expect(notificationLabel(createdAt, now)).toBe(expected);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(notificationLabel(new Date('2025-01-02T05:00:00Z'), now)).toBe('Tomorrow');
  });

  it('says Tomorrow a minute before Dhaka midnight for the next Dhaka day', () => {
    expect(notificationLabel('2025-01-01T18:00:00Z', LAST_MINUTE_OF_JAN_1)).toBe('Tomorrow');
  });

  it('passes an unreadable createdAt through unchanged', () => {
    expect(notificationLabel('not a date', now)).toBe('not a date');
  });
});

describe('relativeDayBadge', () => {
  const activeOn = (...days: Weekday[]) => WEEKDAYS.map((day) => ({ day, active: days.includes(day) }));
  const wednesdayAfternoon = new Date('2025-01-01T10:00:00Z');

  it('says Today when the doctor works on the current Dhaka weekday', () => {
    expect(relativeDayBadge(activeOn('Wednesday', 'Thursday'), wednesdayAfternoon)).toBe('Today');
  });

  it('says Tomorrow when the doctor works only on the next weekday', () => {
    expect(relativeDayBadge(activeOn('Thursday'), wednesdayAfternoon)).toBe('Tomorrow');
  });

  it('says nothing when neither day is active', () => {
    expect(relativeDayBadge(activeOn('Friday', 'Saturday'), wednesdayAfternoon)).toBeNull();
  });

  it('uses the Dhaka weekday just after Dhaka midnight, whatever UTC says', () => {
    const thursdayJustAfterMidnight = new Date('2025-01-01T18:30:00Z');
    expect(relativeDayBadge(activeOn('Wednesday'), thursdayJustAfterMidnight)).toBeNull();
    expect(relativeDayBadge(activeOn('Thursday'), thursdayJustAfterMidnight)).toBe('Today');
    expect(relativeDayBadge(activeOn('Friday'), thursdayJustAfterMidnight)).toBe('Tomorrow');
  });
});

describe('the 12-hour Dhaka clock', () => {
  it('when times are shown, then they read on a 12-hour Dhaka clock', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('21:30')).toBe('9:30 PM');
    expect(formatDhakaDateTime('2026-11-22T18:30:00Z')).toBe('23 Nov 2026, 12:30 AM');
  });

  it('when the instant is not a date, then it is shown as given rather than as "Invalid Date"', () => {
    expect(formatDhakaDateTime('soon')).toBe('soon');
  });
});
