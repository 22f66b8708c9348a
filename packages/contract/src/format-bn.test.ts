import { describe, expect, it } from 'vitest';
import { formatsFor, languageFromAcceptLanguage, toAsciiDigits, toBengaliDigits } from './format-bn.js';

const bn = formatsFor('bn');
const en = formatsFor('en');

describe('Bangla forms', () => {
  it('when a date is shown in Bangla, then it reads like "১ জানুয়ারি, ২০২৫" with the Bangla Academy spelling', () => {
    expect(bn.date('2025-01-01')).toBe('১ জানুয়ারি, ২০২৫');
    expect(bn.date('2026-02-28')).toBe('২৮ ফেব্রুয়ারি, ২০২৬');
    expect(bn.shortDate('2026-12-16')).toBe('১৬ ডিসেম্বর, ২০২৬');
  });

  it('when a fee is shown in Bangla, then it has Bengali digits in Indian grouping', () => {
    expect(bn.fee(1500)).toBe('১,৫০০/-');
    expect(bn.feeTaka(123456)).toBe('৳১,২৩,৪৫৬');
    expect(bn.number(17)).toBe('১৭');
  });

  it('when a time is shown in Bangla, then the part of the day is named the way people say it', () => {
    expect(bn.time('05:30')).toBe('ভোর ৫:৩০');
    expect(bn.time('10:00')).toBe('সকাল ১০:০০');
    expect(bn.time('12:15')).toBe('দুপুর ১২:১৫');
    expect(bn.time('16:00')).toBe('বিকেল ৪:০০');
    expect(bn.time('18:45')).toBe('সন্ধ্যা ৬:৪৫');
    expect(bn.time('21:00')).toBe('রাত ৯:০০');
    expect(bn.time('00:30')).toBe('রাত ১২:৩০');
  });

  it('when an instant is shown, then it is the Dhaka wall clock in both languages', () => {
    expect(bn.dateTime('2026-11-22T12:03:00Z')).toBe('২২ নভেম্বর, ২০২৬, সন্ধ্যা ৬:০৩');
    expect(en.dateTime('2026-11-22T12:03:00Z')).toBe('22 Nov 2026, 6:03 PM');
  });

  it('when weekdays are named, then Bangla uses the full day names', () => {
    expect(bn.weekday('Thursday')).toBe('বৃহস্পতিবার');
    expect(bn.weekdayOf('2025-01-01')).toBe('বুধবার');
    expect(en.weekdayOf('2025-01-01')).toBe('Wednesday');
  });

  it("when English is chosen, then the spec's forms are unchanged", () => {
    expect(en.date('2025-01-01')).toBe('1st Jan, 2025');
    expect(en.fee(1500)).toBe('1,500/-');
    expect(en.time('14:00')).toBe('2:00 PM');
  });

  it('when a date is not a calendar date, then both languages refuse it', () => {
    expect(() => bn.date('2025-02-30')).toThrow(RangeError);
    expect(() => en.date('2025-02-30')).toThrow(RangeError);
  });
});

describe('digits', () => {
  it('when digits are converted either way, then everything else is left alone', () => {
    expect(toBengaliDigits('Serial 12, 3:05')).toBe('Serial ১২, ৩:০৫');
    expect(toAsciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(toAsciiDigits(toBengaliDigits('0123456789'))).toBe('0123456789');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8', 'bn'],
    ['fr-FR,bn;q=0.5', 'bn'],
    ['en;q=0.2, bn;q=0.7', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['bn;q=0, en', 'en'],
    ['de, fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('when the header is %j, then the answer is in %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
