import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hospital/contract/lists';
import { inQuietHours, quietHoursEnd } from './quiet-hours.js';
import { fitSms, smsParts } from './sms-length.js';
import {
  composePharmacySms,
  composePrescriptionSms,
  composeSms,
  MAX_SMS_PARTS,
  SMS_KINDS,
  type SmsFacts,
} from './sms-texts.js';

const facts: SmsFacts = {
  serialNo: 17,
  doctor: 'Dr. Tanvir Ahmed Chowdhury',
  date: '2026-01-02',
  hours: { start: '17:00', end: '21:30' },
  holderId: 'P2600123',
  hotline: '09611223344',
  ahead: 3,
};
const LONG_NAME = 'Prof. Dr. Abul Kalam Mohammad Shamsuddin Chowdhury Bhuiyan Talukder';

describe('the SMS texts', () => {
  it.each(SMS_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const)))(
    '%s in %s fits two parts with the serial and the doctor in it',
    (kind, language) => {
      for (const doctor of [facts.doctor, LONG_NAME]) {
        const text = composeSms(kind, language, { ...facts, doctor });
        expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
        expect(text).toContain(language === 'bn' ? '১৭' : '17');
        expect(text).toContain(doctor.slice(0, 20));
        // English stays in the GSM-7 alphabet; Bangla is Unicode.
        expect(smsParts(text).encoding).toBe(language === 'en' ? 'gsm7' : 'unicode');
      }
    },
  );

  it('says what each message is for, in plain words', () => {
    expect(composeSms('booking', 'en', facts)).toBe(
      'Booking confirmed: serial 17 with Dr. Tanvir Ahmed Chowdhury on 2nd Jan, 2026, chamber 5:00 PM to 9:30 PM. Show your QR or Holder ID P2600123 at the desk.',
    );
    expect(composeSms('booking', 'bn', facts)).toBe(
      'সিরিয়াল ১৭ নিশ্চিত: Dr. Tanvir Ahmed Chowdhury, ২ জানুয়ারি, চেম্বার বিকাল ৫টা–রাত ৯:৩০। হোল্ডার আইডি P2600123।',
    );
    expect(composeSms('reminder', 'en', facts)).toMatch(
      /^Reminder: tomorrow, 2nd Jan, 2026, serial 17 with Dr\. Tanvir Ahmed Chowdhury, chamber 5:00 PM to 9:30 PM\./,
    );
    expect(composeSms('reminder', 'bn', facts)).toMatch(/^মনে করিয়ে দিচ্ছি: আগামীকাল ২ জানুয়ারি আপনার সিরিয়াল ১৭/);
    expect(composeSms('turn', 'en', facts)).toBe(
      'Your turn is near: serial 17 with Dr. Tanvir Ahmed Chowdhury, 3 patients before you. Please come to the chamber.',
    );
    expect(composeSms('turn', 'en', { ...facts, ahead: 1 })).toContain('1 patient before you');
    expect(composeSms('turn', 'en', { ...facts, ahead: 0 })).toBe(
      'Your turn is next: serial 17 with Dr. Tanvir Ahmed Chowdhury. Please come to the chamber now.',
    );
    expect(composeSms('turn', 'bn', facts)).toContain('আপনার আগে আর ৩ জন');
    expect(composeSms('turn', 'bn', { ...facts, ahead: 0 })).toMatch(/^এরপরই আপনার পালা: সিরিয়াল ১৭/);
    // The leave message says what happens next and gives the hotline as digits a phone can dial.
    expect(composeSms('leave', 'en', facts)).toContain(
      'Choose another date or cancel on our website, or call 09611223344.',
    );
    expect(composeSms('leave', 'bn', { ...facts, doctor: LONG_NAME })).toContain('09611223344');
  });

  it('leaves the hours out on a day with none set', () => {
    expect(composeSms('booking', 'en', { ...facts, hours: null })).not.toContain('chamber');
    expect(composeSms('booking', 'bn', { ...facts, hours: null })).not.toContain('চেম্বার');
  });

  it('never carries a password, a token, a link with a secret or a payment detail', () => {
    for (const kind of SMS_KINDS) {
      for (const language of LANGUAGES) {
        const text = composeSms(kind, language, facts).toLowerCase();
        for (const word of ['password', 'token', 'otp', 'http', 'tk', 'taka', '৳', 'paid', 'payment', 'bdt', 'টাকা'])
          expect(text).not.toContain(word);
      }
    }
  });
});

describe('fitting a message', () => {
  it('keeps a message that fits as it is', () => {
    expect(fitSms('Short message', 1)).toBe('Short message');
  });

  it('cuts a long English message at a word, with three dots that keep it in GSM-7', () => {
    const cut = fitSms(`${'word '.repeat(80)}end`, 1);
    expect(cut.endsWith('word...')).toBe(true);
    expect(smsParts(cut)).toMatchObject({ encoding: 'gsm7', parts: 1 });
  });

  it('counts GSM-7 extension characters twice', () => {
    expect(smsParts('{'.repeat(80)).units).toBe(160);
    expect(smsParts('{'.repeat(81)).parts).toBe(2);
  });

  it('cuts Bangla at a word and never through a character or a letter cluster', () => {
    const text = 'আপনার সিরিয়াল নিশ্চিত হয়েছে। '.repeat(10);
    const cut = fitSms(text, 2);
    expect(smsParts(cut).parts).toBeLessThanOrEqual(2);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe('্');
  });

  it('never splits a surrogate pair', () => {
    const cut = fitSms('😀'.repeat(100), 1);
    expect(cut).toMatch(/^(😀)+…$/u);
    expect(smsParts(cut).units).toBeLessThanOrEqual(70);
  });
});

describe('quiet hours', () => {
  // 2026-01-02 in Dhaka (UTC+6): 22:00 is 16:00 UTC; 08:00 is 02:00 UTC.
  const dhaka = (time: string, day = '02') => new Date(`2026-01-${day}T${time}:00+06:00`);

  it("run from 22:00 to 08:00 Dhaka time, whatever the server's zone", () => {
    expect(inQuietHours(dhaka('21:59'))).toBe(false);
    expect(inQuietHours(dhaka('22:00'))).toBe(true);
    expect(inQuietHours(dhaka('03:00'))).toBe(true);
    expect(inQuietHours(dhaka('07:59'))).toBe(true);
    expect(inQuietHours(dhaka('08:00'))).toBe(false);
  });

  it('defer a message to 08:00 of the morning they end', () => {
    expect(quietHoursEnd(dhaka('12:00'))).toBeUndefined();
    expect(quietHoursEnd(dhaka('23:30'))).toEqual(dhaka('08:00', '03'));
    expect(quietHoursEnd(dhaka('01:15'))).toEqual(dhaka('08:00'));
  });
});

describe('the turn alert of a video, voice or chat appointment', () => {
  const ROOM = 'https://appointments.nirmoy-hospital.example/consultation/6743a1b2c3d4e5f601234567';

  it.each(LANGUAGES)(
    'in %s, it carries the whole room address and fits two parts, however long the name',
    (language) => {
      for (const ahead of [0, 1, 3]) {
        for (const doctor of [facts.doctor, LONG_NAME]) {
          const text = composeSms('turn', language, { ...facts, doctor, ahead, room: ROOM });
          expect(text).toContain(ROOM);
          expect(text.endsWith(ROOM)).toBe(true);
          expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
          expect(text).toContain(language === 'bn' ? '১৭' : '17');
          // Nobody is asked to come to the chamber for a call.
          expect(text).not.toMatch(/chamber|চেম্বার/);
        }
      }
    },
  );

  it('says who and how many are before the patient when it can', () => {
    expect(composeSms('turn', 'en', { ...facts, ahead: 2, room: ROOM })).toBe(
      `Your turn is near: serial 17 with Dr. Tanvir Ahmed Chowdhury, 2 patients before you. Join your consultation: ${ROOM}`,
    );
    expect(composeSms('turn', 'bn', { ...facts, ahead: 0, room: ROOM })).toBe(
      `এরপরই আপনার পালা: সিরিয়াল ১৭। যোগ দিন: ${ROOM}`,
    );
  });

  it('when the address is too long to fit whole, then it is left out rather than cut, and the website is named', () => {
    const huge = `https://${'a'.repeat(400)}.example/consultation/6743a1b2c3d4e5f601234567`;
    for (const language of LANGUAGES) {
      const text = composeSms('turn', language, { ...facts, room: huge });
      expect(text).not.toContain('aaaa');
      expect(text).toMatch(/website|ওয়েবসাইটে/);
      expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
    }
  });
});

describe('the SMS of a signed prescription', () => {
  const link = 'https://hospital.example.com.bd/prescriptions/0123456789abcdef01234567';

  it.each(LANGUAGES)('in %s it names the doctor and carries the whole link within two parts', (language) => {
    const text = composePrescriptionSms(language, facts.doctor, link);
    expect(text).toContain(link);
    expect(text).toContain('Tanvir Ahmed Chowdhury');
    expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
  });

  it('when the doctor name and the link are long, then the wording shortens and the link stays whole', () => {
    const longLink = `https://${'a'.repeat(30)}.example.com/prescriptions/0123456789abcdef01234567`;
    const text = composePrescriptionSms('bn', LONG_NAME, longLink);
    expect(text).toContain(longLink);
    expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
  });

  it('when not even the shortest wording fits with the link, then the patient is sent to the website instead of a cut link', () => {
    const text = composePrescriptionSms('bn', LONG_NAME, `https://${'a'.repeat(200)}.example.com/prescriptions/x`);
    expect(text).not.toContain('https://');
    expect(text).toMatch(/ওয়েবসাইটে/);
  });
});

describe('the SMS of a medicine order', () => {
  it.each(LANGUAGES.flatMap((language) => (['ready', 'dispatch'] as const).map((kind) => [kind, language] as const)))(
    '%s in %s names the order, fits two parts whole, and is GSM-7 in English',
    (kind, language) => {
      const text = composePharmacySms(kind, language, { orderNo: 'M-1042', code: '0481' });
      expect(text).toContain('M-1042');
      expect(smsParts(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
      expect(smsParts(text).encoding).toBe(language === 'en' ? 'gsm7' : 'unicode');
      expect(text).not.toMatch(/…|\.\.\.$/);
      // Only the dispatch carries the code; the ready message has nothing to hand over.
      if (kind === 'dispatch') expect(text).toContain('0481');
      else expect(text).not.toContain('0481');
    },
  );

  it('says what to do, in plain words', () => {
    expect(composePharmacySms('ready', 'en', { orderNo: 'M-1042' })).toBe(
      'Your medicines (order M-1042) are ready at the hospital pharmacy. Please collect them.',
    );
    expect(composePharmacySms('dispatch', 'en', { orderNo: 'M-1042', code: '4821' })).toBe(
      'Your medicines (order M-1042) are on the way. Give the rider the code 4821 when they arrive.',
    );
    expect(composePharmacySms('ready', 'bn', { orderNo: 'M-1042' })).toBe(
      'আপনার ওষুধ (অর্ডার M-1042) হাসপাতালের ফার্মেসিতে তৈরি আছে। এসে নিয়ে যান।',
    );
    // The code stays in ASCII digits: the rider types it back.
    expect(composePharmacySms('dispatch', 'bn', { orderNo: 'M-1042', code: '4821' })).toBe(
      'আপনার ওষুধ (অর্ডার M-1042) পাঠানো হয়েছে। রাইডার পৌঁছালে তাঁকে কোড 4821 বলুন।',
    );
  });

  it('never carries a medicine, a price or a link', () => {
    for (const language of LANGUAGES) {
      for (const kind of ['ready', 'dispatch'] as const) {
        const text = composePharmacySms(kind, language, { orderNo: 'M-99999', code: '1234' }).toLowerCase();
        for (const word of ['http', 'tk', 'taka', '৳', 'টাকা', 'paid']) expect(text).not.toContain(word);
      }
    }
  });
});
