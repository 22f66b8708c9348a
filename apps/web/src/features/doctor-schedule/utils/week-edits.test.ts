import type { WeeklySchedule } from '@hospital/contract/doctors';
import { WEEKDAYS } from '@hospital/contract/lists';
import { describe, expect, it } from 'vitest';
import { setDayTime, toggleDay } from './week-edits';

const week: WeeklySchedule = WEEKDAYS.map((day) =>
  day === 'Monday' ? { day, active: true, start: '17:00', end: '21:00' } : { day, active: false, start: '', end: '' },
);

describe('schedule day edits (docs/product-spec.md §4)', () => {
  it('when a day with no hours is turned on, then it gets 12:00-12:00 and the other days are untouched', () => {
    const next = toggleDay(week, 'Sunday', true);
    expect(next[0]).toEqual({ day: 'Sunday', active: true, start: '12:00', end: '12:00' });
    expect(next.slice(1)).toEqual(week.slice(1));
  });

  it('when a day that kept its hours is turned on, then the hours stay', () => {
    const kept: WeeklySchedule = week.map((entry) =>
      entry.day === 'Friday' ? { ...entry, start: '09:00', end: '13:00' } : entry,
    );
    expect(toggleDay(kept, 'Friday', true)[5]).toEqual({ day: 'Friday', active: true, start: '09:00', end: '13:00' });
  });

  it('when a day is turned off, then its hours are cleared', () => {
    expect(toggleDay(week, 'Monday', false)[1]).toEqual({ day: 'Monday', active: false, start: '', end: '' });
  });

  it('when a time is set, then only that field of that day changes', () => {
    expect(setDayTime(week, 'Monday', 'end', '22:30')[1]).toEqual({
      day: 'Monday',
      active: true,
      start: '17:00',
      end: '22:30',
    });
  });
});
