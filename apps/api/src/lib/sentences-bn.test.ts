import { fileURLToPath } from 'node:url';
import { formatDisplayDate } from '@hospital/contract/format';
import {
  expectScanFinds,
  sentencesIn,
  sourceFiles,
  unsaidKeys,
  withoutBangla,
} from '@hospital/contract/testing/sentence-scan';
import { describe, expect, it } from 'vitest';
import {
  doctorOnLeave,
  methodNotOffered,
  tooManyOnDate,
  tooManyPending,
} from '../modules/appointments/appointments.messages.js';
import { API_SENTENCES_BN, banglaSentences } from './sentences-bn.js';

const src = (dir: string) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

// Where the API says a sentence to a person: an AppError, a success envelope, a rate limit, a zod check of a
// route's own schema, a setting route's `sentence`, a `message` variable, a *_MESSAGE constant or a *.messages.ts
// module. Constants are followed into the contract (`AppError.forbidden(MFA_ENROLMENT_REQUIRED)`).
const API_SENTENCE_RULES = {
  callees:
    /^(ok|envelope|AppError|badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|tooManyRequests|hit|check|hitWithBackoff)$|Field$|Param$|^(min|max|length|regex|int|refine)$/,
  names: /^message$|_MESSAGE$/,
  properties: /^(error|sentence)$/,
  messageModules: /\.messages\.ts$/,
};

/** A read's success message is never shown to anyone (plugins/language.ts), so it stays English on purpose. */
const READ_ONLY = /retrieved successfully\.$|^Two-step sign-in status\.$/;

const said = sentencesIn(
  [
    ...['modules', 'platform', 'plugins', 'lib'].flatMap((dir) => sourceFiles(src(dir))),
    ...sourceFiles(fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url))),
  ],
  API_SENTENCE_RULES,
).filter((sentence) => !sentence.where.includes('packages/contract'));

/** Sentences said in several modules, plugins and lib: a scan that finds them all reaches every folder. */
const SENTENCES_OF_SEVERAL_MODULES = [
  'Appointment not found.',
  'Invitation sent to {}.',
  'You do not have permission to do this.',
  'This route does not exist.',
  'Thank you! Your review has been added.',
];

describe("the Bangla of the API's sentences", () => {
  it('when the source is scanned, then it finds the sentences of every module', () => {
    expectScanFinds(said, SENTENCES_OF_SEVERAL_MODULES);
  });

  it('when the API can say a sentence to a person, then it has Bangla', () => {
    const toPeople = said.filter((sentence) => !READ_ONLY.test(sentence.text));
    expect(withoutBangla(toPeople, banglaSentences)).toEqual([]);
  });

  it('when an English key is in the API book, then the API still says it (no stale entries)', () => {
    // 'Invalid value.' is the errors plugin's stand-in for a validation issue without a message: not a literal the scan sees.
    const sayable = Object.keys(API_SENTENCES_BN).filter((english) => english !== 'Invalid value.');
    expect(unsaidKeys(said, sayable)).toEqual([]);
  });

  it('when an API sentence is read in Bangla, then it is Bengali script with Bengali digits', () => {
    for (const [english, bangla] of Object.entries(API_SENTENCES_BN)) {
      expect(bangla, english).toMatch(/[\u0980-\u09FF]/);
      expect(bangla.replace(/\{[a-z]+\d*\}/g, ''), english).not.toMatch(/[0-9]/);
    }
  });

  it('when a sentence carries a date, a count or a method, then the Bangla says it the Bangla way', () => {
    expect(banglaSentences.bangla(doctorOnLeave('2026-01-01'))).toBe(
      'ডাক্তার ১ জানুয়ারি, ২০২৬ তারিখে ছুটিতে আছেন। অনুগ্রহ করে অন্য একটি তারিখ বেছে নিন।',
    );
    expect(banglaSentences.bangla(methodNotOffered('video'))).toBe('এই ডাক্তার ভিডিও কলে রোগী দেখেন না।');
    expect(banglaSentences.bangla(methodNotOffered('hospital visit'))).toBe(
      'এই ডাক্তার হাসপাতালে সরাসরি রোগী দেখেন না।',
    );
    expect(banglaSentences.bangla(tooManyOnDate(2))).toMatch(/^এই তারিখে আপনার ২টি অ্যাপয়েন্টমেন্ট এখনো বাকি আছে।/);
    expect(banglaSentences.bangla(tooManyPending(10))).toMatch(/^আপনার ১০টি অ্যাপয়েন্টমেন্ট এখনো বাকি আছে।/);
    expect(banglaSentences.bangla('Appointment saved. Serial number 12.')).toBe(
      'অ্যাপয়েন্টমেন্ট সেভ হয়েছে। সিরিয়াল নম্বর ১২।',
    );
    expect(banglaSentences.bangla('This slot request is already approved.')).toBe(
      'এই স্লটের অনুরোধটি আগেই অনুমোদিত হয়েছে।',
    );
    expect(banglaSentences.bangla('This appointment is already cancelled; it cannot be changed.')).toBe(
      'এই অ্যাপয়েন্টমেন্টটি আগেই বাতিল হয়ে গেছে, তাই আর বদলানো যাবে না।',
    );
    expect(
      banglaSentences.bangla(
        `The doctor is on leave on ${formatDisplayDate('2026-12-31')}. Please choose another date.`,
      ),
    ).toContain('৩১ ডিসেম্বর, ২০২৬');
  });

  it('when the booking quotes why a payment could not start, then the quoted sentence is in Bangla too', () => {
    expect(
      banglaSentences.bangla(
        'Appointment booked (serial 3), but the payment could not be started: Online payment needs at least 10 taka; please pay this fee at the hospital.',
      ),
    ).toBe(
      'অ্যাপয়েন্টমেন্ট বুক হয়েছে (সিরিয়াল ৩), কিন্তু পেমেন্ট শুরু করা যায়নি: অনলাইনে পেমেন্টের জন্য অন্তত ১০ টাকা হতে হয়; অনুগ্রহ করে এই ফি হাসপাতালে এসে দিন।',
    );
  });
});
