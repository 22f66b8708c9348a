import * as en from './format.js';
import { WEEKDAYS, type Weekday } from './lists.js';

/**
 * The product's two languages: English is the default and keeps the spec's forms exactly; Bangla reads
 * dates as "১ জানুয়ারি, ২০২৫", money with Bengali digits in Indian grouping, weekdays and times of day in words.
 * One module for the web app, the API's sentences, mail and SMS, so they all say a date the same way.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The language an `Accept-Language` header prefers among ours (q-values honoured); English when it names neither. */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'bn') return 'bn';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits to Bengali ones, everything else left as it is: '1,500' -> '১,৫০০'. */
export function toBengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);
}

/** Bengali (and ASCII) digits to ASCII ones, everything else left as it is: '০১৭১২' -> '01712'. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}

// The Bangla Academy's spellings (the ICU data browsers carry writes জানুয়ারী and ফেব্রুয়ারী).
export const BANGLA_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;
const BANGLA_WEEKDAYS = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'] as const;

function dateParts(date: string): { day: number; month: number; year: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // The English formatter validates the date (a RangeError for 2025-02-30): both languages refuse the same input.
  en.formatDayShortMonthYear(date);
  return { day, month, year };
}

/** '2025-01-01' -> '১ জানুয়ারি, ২০২৫'. */
function banglaDate(date: string): string {
  const { day, month, year } = dateParts(date);
  return `${toBengaliDigits(day)} ${BANGLA_MONTHS[month - 1]}, ${toBengaliDigits(year)}`;
}

/** The part of the day a Bangladeshi clock reading names: 'সকাল ১০:৩০', 'বিকেল ৪:০০', 'রাত ৯:১৫'. */
function banglaTimeOfMinutes(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const part =
    hours24 < 4
      ? 'রাত'
      : hours24 < 6
        ? 'ভোর'
        : hours24 < 12
          ? 'সকাল'
          : hours24 < 15
            ? 'দুপুর'
            : hours24 < 18
              ? 'বিকেল'
              : hours24 < 20
                ? 'সন্ধ্যা'
                : 'রাত';
  return `${part} ${toBengaliDigits(`${hours12}:${String(minutes % 60).padStart(2, '0')}`)}`;
}

/** Every way the product writes a date, time, weekday or amount, in one language. */
export type Formats = {
  language: Language;
  /** Digits of a count, serial or age: 17 -> '১৭'. */
  number(value: number): string;
  /** The public fee form: '1,500/-' / '১,৫০০/-'. */
  fee(amount: number): string;
  /** The staff fee form: '৳1,500' / '৳১,৫০০'. */
  feeTaka(amount: number): string;
  /** A calendar date: '1st Jan, 2025' / '১ জানুয়ারি, ২০২৫'. */
  date(date: string): string;
  /** The staff navigator's date: '1 Jan 2025' / '১ জানুয়ারি, ২০২৫'. */
  shortDate(date: string): string;
  /** 'HH:MM' -> '2:00 PM' / 'দুপুর ২:০০'. */
  time(time: string): string;
  /** An instant on the Dhaka clock: '22 Nov 2026, 6:03 PM' / '২২ নভেম্বর, ২০২৬, সন্ধ্যা ৬:০৩'. */
  dateTime(iso: string): string;
  /** A weekday's name: 'Sunday' / 'রবিবার'. */
  weekday(day: Weekday): string;
  /** The weekday of a date: 'Wednesday' / 'বুধবার'. */
  weekdayOf(date: string): string;
};

const english: Formats = {
  language: 'en',
  number: (value) => String(value),
  fee: en.formatFee,
  feeTaka: en.formatFeeTaka,
  date: en.formatDisplayDate,
  shortDate: en.formatDayShortMonthYear,
  time: en.formatTime12h,
  dateTime: en.formatDhakaDateTime,
  weekday: (day) => day,
  weekdayOf: (date) => en.weekdayOfDateString(date),
};

const bangla: Formats = {
  language: 'bn',
  number: (value) => toBengaliDigits(value),
  fee: (amount) => toBengaliDigits(en.formatFee(amount)),
  feeTaka: (amount) => toBengaliDigits(en.formatFeeTaka(amount)),
  date: banglaDate,
  shortDate: banglaDate,
  time: (time) => banglaTimeOfMinutes(en.minutesOfTime(time)),
  dateTime: (iso) => {
    const instant = new Date(iso);
    if (Number.isNaN(instant.getTime())) return iso;
    return `${banglaDate(en.dhakaDateString(instant))}, ${banglaTimeOfMinutes(en.dhakaMinutesOfDay(instant))}`;
  },
  weekday: (day) => BANGLA_WEEKDAYS[WEEKDAYS.indexOf(day)]!,
  weekdayOf: (date) => BANGLA_WEEKDAYS[WEEKDAYS.indexOf(en.weekdayOfDateString(date))]!,
};

export function formatsFor(language: Language): Formats {
  return language === 'bn' ? bangla : english;
}
