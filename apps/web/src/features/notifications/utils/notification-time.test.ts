import { formatsFor } from '@hospital/contract/format-bn';
import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

const NOW = new Date('2025-01-01T06:00:00Z'); // noon in Dhaka

describe("a notification's relative date", () => {
  it('when shown in English, then it is the spec label as before', () => {
    expect(notificationTime('2025-01-01T03:00:00Z', formatsFor('en'), NOW)).toBe('Today');
    expect(notificationTime('2025-01-02T03:00:00Z', formatsFor('en'), NOW)).toBe('Tomorrow');
  });

  it('when shown in Bangla, then today, tomorrow, a weekday ahead and an earlier date read in Bangla with Bengali digits', () => {
    const bn = formatsFor('bn');
    expect(notificationTime('2025-01-01T03:00:00Z', bn, NOW)).toBe('আজ');
    expect(notificationTime('2025-01-02T03:00:00Z', bn, NOW)).toBe('আগামীকাল');
    expect(notificationTime('2025-01-05T03:00:00Z', bn, NOW)).toBe('রবিবার, ৫ জানুয়ারি, ২০২৫');
    expect(notificationTime('2024-12-20T03:00:00Z', bn, NOW)).toBe('২০ ডিসেম্বর, ২০২৪');
  });
});
