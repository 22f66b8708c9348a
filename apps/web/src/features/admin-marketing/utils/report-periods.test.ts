import { describe, expect, it } from 'vitest';
import { presetPeriod } from './report-periods';

describe('report periods on the Dhaka calendar', () => {
  it('when it is Wednesday, then this week runs from the Saturday before to today', () => {
    // 2026-11-25 is a Wednesday; 20:00 UTC on the 24th is already the 25th in Dhaka.
    expect(presetPeriod('week', new Date('2026-11-24T20:00:00Z'))).toEqual({ from: '2026-11-21', to: '2026-11-25' });
  });

  it('when it is Saturday, then this week is today alone', () => {
    expect(presetPeriod('week', new Date('2026-11-28T06:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });

  it('when it is Friday, then this week goes back six days to Saturday', () => {
    expect(presetPeriod('week', new Date('2026-11-27T06:00:00Z'))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('then this month runs from its first day to today', () => {
    expect(presetPeriod('month', new Date('2026-11-24T20:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });
});
