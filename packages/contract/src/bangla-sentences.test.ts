import { describe, expect, it } from 'vitest';
import { sentenceTranslator, skeletonOf } from './bangla-sentences.js';
import { formatDisplayDate } from './format.js';

const translator = sentenceTranslator(
  {
    'Appointment not found.': 'অ্যাপয়েন্টমেন্টটি পাওয়া যায়নি।',
    'The doctor is on leave on {date}. Please choose another date.': 'ডাক্তার {date} তারিখে ছুটিতে আছেন।',
    'Serial number {count}.': 'সিরিয়াল নম্বর {count}।',
    'Invitation sent to {email}.': '{email} ঠিকানায় আমন্ত্রণ পাঠানো হয়েছে।',
    'This request is already {status}.': 'এই অনুরোধটি আগেই {status} হয়েছে।',
    'Doctor not available for {method} consultation.': 'এই ডাক্তার {method} পরামর্শ দেন না।',
    'From {count} to {count2} taka.': ({ count, count2 }) => `${count2!} টাকা পর্যন্ত, ${count!} থেকে।`,
  },
  { 'Booked, but: {sentence}': 'বুক হয়েছে, কিন্তু: {sentence}' },
);

describe('Bangla sentences', () => {
  it('when a sentence is in a book as it is, then its Bangla is found', () => {
    expect(translator.bangla('Appointment not found.')).toBe('অ্যাপয়েন্টমেন্টটি পাওয়া যায়নি।');
  });

  it('when a sentence is not in any book, then there is no Bangla (the caller keeps the English)', () => {
    expect(translator.bangla('Something nobody wrote down.')).toBeUndefined();
    expect(translator.bangla('Appointment not found')).toBeUndefined();
  });

  it('when a date is inside a sentence, then it reads like "১ জানুয়ারি, ২০২৫"', () => {
    expect(
      translator.bangla(`The doctor is on leave on ${formatDisplayDate('2025-01-01')}. Please choose another date.`),
    ).toBe('ডাক্তার ১ জানুয়ারি, ২০২৫ তারিখে ছুটিতে আছেন।');
    expect(
      translator.bangla(`The doctor is on leave on ${formatDisplayDate('2026-11-23')}. Please choose another date.`),
    ).toBe('ডাক্তার ২৩ নভেম্বর, ২০২৬ তারিখে ছুটিতে আছেন।');
  });

  it('when counts, emails, states and methods are inside a sentence, then each is written the Bangla way or kept', () => {
    expect(translator.bangla('Serial number 17.')).toBe('সিরিয়াল নম্বর ১৭।');
    expect(translator.bangla('Invitation sent to rahim.uddin@example.com.')).toBe(
      'rahim.uddin@example.com ঠিকানায় আমন্ত্রণ পাঠানো হয়েছে।',
    );
    expect(translator.bangla('This request is already rejected.')).toBe('এই অনুরোধটি আগেই বাতিল হয়েছে।');
    expect(translator.bangla('Doctor not available for Voice Call consultation.')).toBe(
      'এই ডাক্তার অডিও কলে পরামর্শ দেন না।',
    );
  });

  it('when a value is not of its kind, then the template does not match', () => {
    expect(translator.bangla('Serial number seventeen.')).toBeUndefined();
    expect(translator.bangla('This request is already lost.')).toBeUndefined();
  });

  it('when the Bangla is a function, then it gets every value by name', () => {
    expect(translator.bangla('From 10 to 9999 taka.')).toBe('৯৯৯৯ টাকা পর্যন্ত, ১০ থেকে।');
  });

  it('when a sentence quotes another, then both are translated, and an untranslated inner sentence leaves the whole in English', () => {
    expect(translator.bangla('Booked, but: Appointment not found.')).toBe(
      'বুক হয়েছে, কিন্তু: অ্যাপয়েন্টমেন্টটি পাওয়া যায়নি।',
    );
    expect(translator.bangla('Booked, but: the gateway is down.')).toBeUndefined();
  });

  it('when a first template fits the English but its quoted sentence has no Bangla, then a later template that fits is used', () => {
    const books = sentenceTranslator({
      'Serial {count} skipped. {sentence}': 'সিরিয়াল {count} পরে ডাকা হবে। {sentence}',
      'Serial {count} skipped. No one else is waiting.': 'সিরিয়াল {count} পরে ডাকা হবে। আর কেউ অপেক্ষা করছেন না।',
      'Now serving serial {count}.': 'এখন সিরিয়াল {count} দেখা হচ্ছে।',
    });
    expect(books.bangla('Serial 3 skipped. No one else is waiting.')).toBe(
      'সিরিয়াল ৩ পরে ডাকা হবে। আর কেউ অপেক্ষা করছেন না।',
    );
    expect(books.bangla('Serial 3 skipped. Now serving serial 4.')).toBe(
      'সিরিয়াল ৩ পরে ডাকা হবে। এখন সিরিয়াল ৪ দেখা হচ্ছে।',
    );
    expect(books.bangla('Serial 3 skipped. Something else.')).toBeUndefined();
  });

  it('when a template names an unknown kind, repeats a name, or its Bangla uses a value the English lacks, then the books are refused', () => {
    expect(() => sentenceTranslator({ 'Hello {person}.': 'নমস্কার {person}।' })).toThrow(/not a kind of value/);
    expect(() => sentenceTranslator({ 'From {count} to {count}.': 'x' })).toThrow(/appears twice/);
    expect(() => sentenceTranslator({ 'Serial {count}.': 'সিরিয়াল {count} {date}।' })).toThrow(/does not have/);
  });

  it('when two books give the same English, then they are refused', () => {
    expect(() => sentenceTranslator({ 'Saved.': 'সেভ হয়েছে।' }, { 'Saved.': 'সংরক্ষিত।' })).toThrow(/two books/);
    expect(() => sentenceTranslator({ 'Serial {count}.': 'a' }, { 'Serial {count2}.': 'b' })).toThrow(/two books/);
  });

  it('when a template is blanked, then its skeleton matches the one the source scan reports', () => {
    expect(skeletonOf('From {count} to {count2} taka.')).toBe('From {} to {} taka.');
    expect(translator.skeletons.has('Serial number {}.')).toBe(true);
  });
});
