import { describe, expect, it } from 'vitest';
import { firstOfferedOnOrAfter } from './preferred-date';

const OFFERED = ['2026-12-08', '2026-12-01', '2026-12-03'];

describe('the date a follow-up booking starts on', () => {
  it('is the wanted date when the doctor offers it', () => {
    expect(firstOfferedOnOrAfter(OFFERED, '2026-12-03')).toBe('2026-12-03');
  });

  it('is the first offered date after it when the doctor does not sit that day', () => {
    expect(firstOfferedOnOrAfter(OFFERED, '2026-12-04')).toBe('2026-12-08');
    expect(firstOfferedOnOrAfter(OFFERED, '2026-11-20')).toBe('2026-12-01');
  });

  it('is none when the doctor offers nothing that late, or the wanted date is not a date', () => {
    expect(firstOfferedOnOrAfter(OFFERED, '2026-12-09')).toBe('');
    expect(firstOfferedOnOrAfter(OFFERED, 'soon')).toBe('');
    expect(firstOfferedOnOrAfter(OFFERED, null)).toBe('');
  });
});
