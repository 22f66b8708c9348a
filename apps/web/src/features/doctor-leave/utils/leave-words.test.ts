import { describe, expect, it } from 'vitest';
import { affectedSentence, leaveDays } from './leave-words';

describe('leave words', () => {
  it('when the leave is one day, then that date alone is shown', () => {
    expect(leaveDays({ from: '2026-03-05', to: '2026-03-05' })).toBe('5th Mar, 2026');
  });

  it('when the leave spans days, then it reads from one date to the other', () => {
    expect(leaveDays({ from: '2026-03-01', to: '2026-03-03' })).toBe('1st Mar, 2026 to 3rd Mar, 2026');
  });

  it('when appointments fall inside the leave, then their count is said, singular or plural', () => {
    expect(affectedSentence(0)).toBe('No booked appointment falls inside it.');
    expect(affectedSentence(1)).toBe(
      '1 pending appointment falls inside it; the desk has been told to rebook or cancel.',
    );
    expect(affectedSentence(3)).toBe(
      '3 pending appointments fall inside it; the desk has been told to rebook or cancel.',
    );
  });
});
