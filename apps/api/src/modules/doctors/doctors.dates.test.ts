import { describe, expect, it } from 'vitest';
import { scheduleOn } from '../../test/factories.js';
import { availableDates } from './doctors.dates.js';

// 2025-01-05 is a Sunday. 04:00Z is 10:00 in Dhaka; 15:30Z is 21:30.
const SUNDAY_10_DHAKA = new Date('2025-01-05T04:00:00Z');
const SUNDAY_2130_DHAKA = new Date('2025-01-05T15:30:00Z');

describe('available dates', () => {
  it('when a doctor works Sundays and Tuesdays, then the next 14 days offer exactly those dates, today included while open', () => {
    const dates = availableDates(scheduleOn({ 0: ['17:00', '21:00'], 2: ['17:00', '21:00'] }), SUNDAY_10_DHAKA);
    expect(dates).toEqual(['2025-01-05', '2025-01-07', '2025-01-12', '2025-01-14']);
  });

  it("when today's hours have ended in Dhaka, then today is not offered", () => {
    const dates = availableDates(scheduleOn({ 0: ['17:00', '21:00'] }), SUNDAY_2130_DHAKA);
    expect(dates).toEqual(['2025-01-12']);
  });

  it('when a day is on with start equal to end (hours not set), then it is not offered', () => {
    expect(availableDates(scheduleOn({ 1: ['12:00', '12:00'] }), SUNDAY_10_DHAKA)).toEqual([]);
  });

  it('when the server clock is near UTC midnight, then dates follow the Dhaka calendar', () => {
    // 2025-01-04T19:00Z is already Sunday 01:00 in Dhaka.
    expect(availableDates(scheduleOn({ 0: ['09:00', '13:00'] }), new Date('2025-01-04T19:00:00Z'))[0]).toBe(
      '2025-01-05',
    );
  });
});
