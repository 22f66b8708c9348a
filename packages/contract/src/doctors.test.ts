import { describe, expect, it } from 'vitest';
import {
  consultantsQuerySchema,
  doctorDetailSchema,
  doctorListItemSchema,
  SCHEDULE_HOURS_ORDER_MESSAGE,
  SCHEDULE_HOURS_REQUIRED_MESSAGE,
  SCHEDULE_ORDER_MESSAGE,
  updateScheduleSchema,
} from './doctors.js';
import { TIME_FORMAT_MESSAGE } from './fields.js';
import { WEEKDAYS } from './lists.js';
import { SAMPLE_DOCTOR_INPUT } from './testing/doctor-fixtures.js';
import { firstMessageAt, issuesOf, itReportsEachMessage } from './testing/message-table.js';

// Sunday to Saturday; Monday (index 1) works 09:00-17:00, the rest are off.
const week = () =>
  WEEKDAYS.map((day) =>
    day === 'Monday' ? { day, active: true, start: '09:00', end: '17:00' } : { day, active: false, start: '', end: '' },
  );

describe('updateScheduleSchema', () => {
  itReportsEachMessage(updateScheduleSchema, { schedule: week() }, [
    {
      case: 'an active day starts a minute after it ends',
      path: 'schedule.1.start',
      outside: '17:01',
      inside: '17:00',
      message: SCHEDULE_HOURS_ORDER_MESSAGE,
    },
    {
      case: 'an active day has no start',
      path: 'schedule.1.start',
      outside: '',
      inside: '00:00',
      message: SCHEDULE_HOURS_REQUIRED_MESSAGE,
    },
    {
      case: 'a start is not a clock time',
      path: 'schedule.1.start',
      outside: '24:00',
      inside: '00:00',
      message: TIME_FORMAT_MESSAGE,
    },
    {
      case: 'an end has no leading zero',
      path: 'schedule.1.end',
      outside: '9:00',
      inside: '09:00',
      message: TIME_FORMAT_MESSAGE,
    },
  ]);

  it('uses the wording docs/architecture.md §15 fixes for start after end', () => {
    expect(SCHEDULE_HOURS_ORDER_MESSAGE).toBe('Start time must not be after end time.');
  });

  it('accepts a day turned on with the editor default 12:00 to 12:00', () => {
    const schedule = week().map((entry) => ({ ...entry, active: true, start: '12:00', end: '12:00' }));
    expect(issuesOf(updateScheduleSchema, { schedule })).toEqual([]);
  });

  it('accepts hours kept on a day that is off', () => {
    const schedule = week().map((entry) =>
      entry.day === 'Friday' ? { ...entry, start: '10:00', end: '12:00' } : entry,
    );
    expect(issuesOf(updateScheduleSchema, { schedule })).toEqual([]);
  });

  it.each([
    ['six days', week().slice(0, 6)],
    ['eight days', [...week(), week()[0]]],
    ['Monday first', [...week().slice(1), week()[0]]],
    ['no days', []],
  ])('rejects a schedule of %s with the seven-days message', (_case, schedule) => {
    expect(firstMessageAt(updateScheduleSchema, { schedule }, 'schedule')).toBe(SCHEDULE_ORDER_MESSAGE);
  });

  it('words the seven-days message as the brief does', () => {
    expect(SCHEDULE_ORDER_MESSAGE).toBe('Schedule must list the seven days, Sunday to Saturday.');
  });
});

describe('consultantsQuerySchema', () => {
  it('defaults to 10 doctors with no search', () => {
    expect(consultantsQuerySchema.parse({})).toEqual({ limit: 10 });
  });

  it('reads limit 0, meaning all, and the cap 500 from the query string', () => {
    expect(consultantsQuerySchema.parse({ limit: '0' }).limit).toBe(0);
    expect(consultantsQuerySchema.parse({ limit: '500', searchTerm: ' Child ' })).toEqual({
      limit: 500,
      searchTerm: 'Child',
    });
  });

  it.each([['501'], ['-1'], ['2.5'], ['ten']])('rejects limit=%s', (limit) => {
    expect(firstMessageAt(consultantsQuerySchema, { limit }, 'limit')).toBe(
      'Limit must be a whole number from 0 to 500.',
    );
  });

  it('rejects a search term of 101 characters and accepts 100', () => {
    expect(firstMessageAt(consultantsQuerySchema, { searchTerm: 's'.repeat(101) }, 'searchTerm')).toBe(
      'Search term must not exceed 100 characters.',
    );
    expect(consultantsQuerySchema.safeParse({ searchTerm: 's'.repeat(100) }).success).toBe(true);
  });
});

describe('doctor responses', () => {
  // The doctor the admin's form adds, as the API lists it: with its id, photo, schedule and rating summary.
  const doctor = {
    ...SAMPLE_DOCTOR_INPUT,
    _id: '64b7f0c2a1b2c3d4e5f60718',
    photo: '/photos/sultana.jpg',
    isOnline: false,
    schedule: week(),
    averageRating: 4.5,
    reviewCount: 2,
  };

  it('accepts a list item with its rating summary', () => {
    expect(issuesOf(doctorListItemSchema, doctor)).toEqual([]);
  });

  it('accepts a detail with available dates and reviews', () => {
    const detail = {
      ...doctor,
      availableDates: ['2025-01-06', '2025-01-13'],
      reviews: [
        { _id: '64b7f0c2a1b2c3d4e5f60711', rating: 5, review: 'Kind', createdBy: { name: 'Rina', photoUrl: null } },
      ],
    };
    expect(issuesOf(doctorDetailSchema, detail)).toEqual([]);
  });

  it('rejects a method outside the four', () => {
    expect(doctorListItemSchema.safeParse({ ...doctor, availableFor: ['phone'] }).success).toBe(false);
  });
});
