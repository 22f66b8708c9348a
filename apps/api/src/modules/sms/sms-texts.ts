import { formatDisplayDate, formatTime12h, minutesOfTime } from '@hospital/contract/format';
import { BANGLA_MONTHS, toBengaliDigits } from '@hospital/contract/format-bn';
import type { Language } from '@hospital/contract/lists';
import { fitSms } from './sms-length.js';

/**
 * The SMS the hospital sends, in English and Bangla (docs/decisions/0021-sms.md). Each says what matters first
 * (serial, doctor, date), so a message cut to fit loses only its tail; none carries a password, a token, a link
 * with a secret, or anything about a payment. English stays in the GSM-7 alphabet (plain hyphens and quotes), so
 * it costs one or two parts, not Unicode's three or four.
 */
export const SMS_KINDS = ['booking', 'reminder', 'turn', 'leave'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** Every SMS fits two parts (306 GSM-7 characters, 134 Unicode) or is cut cleanly to fit them. */
export const MAX_SMS_PARTS = 2;
const MAX_DOCTOR_NAME = 40;

export type SmsFacts = {
  serialNo: number;
  /** Title and full name, as the doctor record has them ("Prof. Dr. Kamrul Hasan"). */
  doctor: string;
  date: string;
  /** The chamber's hours that day, HH:MM, or null when the day has none set. */
  hours: { start: string; end: string } | null;
  holderId: string;
  hotline: string;
  /** For the turn alert: patients to be called before this one. */
  ahead?: number;
  /** For a video, voice or chat appointment: its room's address (`${PUBLIC_URL}/consultation/{id}`). */
  room?: string | undefined;
};

/** 17 -> '১৭'. Phone numbers stay in ASCII digits, so a phone offers to call them. */
export function bengaliNumber(value: number | string): string {
  return toBengaliDigits(value);
}

/** '2026-01-02' -> '২ জানুয়ারি'. Bookings are at most two weeks ahead, so the year would only lengthen it. */
function bengaliDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${bengaliNumber(day)} ${BANGLA_MONTHS[month - 1]}`;
}

/** The part of the day a Bangla speaker names before the hour: '17:00' -> 'বিকাল ৫টা', '17:30' -> 'বিকাল ৫:৩০'. */
function bengaliTime(time: string): string {
  const minutes = minutesOfTime(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const period =
    hour < 4
      ? 'রাত'
      : hour < 6
        ? 'ভোর'
        : hour < 12
          ? 'সকাল'
          : hour < 15
            ? 'দুপুর'
            : hour < 18
              ? 'বিকাল'
              : hour < 20
                ? 'সন্ধ্যা'
                : 'রাত';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const clock =
    minute === 0
      ? `${bengaliNumber(hour12)}টা`
      : `${bengaliNumber(hour12)}:${bengaliNumber(String(minute).padStart(2, '0'))}`;
  return `${period} ${clock}`;
}

/** A doctor's name, shortened at a word boundary when it would crowd out the rest of the message. */
function doctorName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DOCTOR_NAME) return clean;
  const cut = clean.slice(0, MAX_DOCTOR_NAME + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 10 ? cut.slice(0, space) : cut.slice(0, MAX_DOCTOR_NAME)).replace(/[\s,.-]+$/, '');
}

function english(kind: SmsKind, f: SmsFacts): string {
  const doctor = doctorName(f.doctor);
  const hours = f.hours ? `, chamber ${formatTime12h(f.hours.start)} to ${formatTime12h(f.hours.end)}` : '';
  switch (kind) {
    case 'booking':
      return `Booking confirmed: serial ${f.serialNo} with ${doctor} on ${formatDisplayDate(f.date)}${hours}. Show your QR or Holder ID ${f.holderId} at the desk.`;
    case 'reminder':
      return `Reminder: tomorrow, ${formatDisplayDate(f.date)}, serial ${f.serialNo} with ${doctor}${hours}. To cancel or change it, open your appointments on our website.`;
    case 'turn': {
      const ahead = f.ahead ?? 0;
      if (ahead === 0) return `Your turn is next: serial ${f.serialNo} with ${doctor}. Please come to the chamber now.`;
      return `Your turn is near: serial ${f.serialNo} with ${doctor}, ${ahead} ${ahead === 1 ? 'patient' : 'patients'} before you. Please come to the chamber.`;
    }
    case 'leave':
      return `${doctor} is on leave on ${formatDisplayDate(f.date)}, so serial ${f.serialNo} that day will not be seen. Choose another date or cancel on our website, or call ${f.hotline}.`;
  }
}

function bangla(kind: SmsKind, f: SmsFacts): string {
  const doctor = doctorName(f.doctor);
  const serial = bengaliNumber(f.serialNo);
  const hours = f.hours ? `, চেম্বার ${bengaliTime(f.hours.start)}–${bengaliTime(f.hours.end)}` : '';
  switch (kind) {
    case 'booking':
      return `সিরিয়াল ${serial} নিশ্চিত: ${doctor}, ${bengaliDate(f.date)}${hours}। হোল্ডার আইডি ${f.holderId}।`;
    case 'reminder':
      return `মনে করিয়ে দিচ্ছি: আগামীকাল ${bengaliDate(f.date)} আপনার সিরিয়াল ${serial}, ${doctor}${hours}।`;
    case 'turn': {
      const ahead = f.ahead ?? 0;
      if (ahead === 0) return `এরপরই আপনার পালা: সিরিয়াল ${serial}, ${doctor}। এখনই চেম্বারের সামনে আসুন।`;
      return `আপনার পালা কাছে: সিরিয়াল ${serial}, ${doctor}। আপনার আগে আর ${bengaliNumber(ahead)} জন। চেম্বারের সামনে চলে আসুন।`;
    }
    case 'leave':
      return `${doctor} ${bengaliDate(f.date)} ছুটিতে থাকবেন। সিরিয়াল ${serial} বদলাতে বা বাতিল করতে কল করুন ${f.hotline} বা ওয়েবসাইটে যান।`;
  }
}

/**
 * The turn alert of a video, voice or chat appointment: the patient joins from where they are, so it carries the
 * room's address instead of "come to the chamber". A cut address is worse than none, so the wording shortens (the
 * doctor's name goes first) until the whole message with the whole address fits; if even the shortest does not,
 * the address is left out and the patient is sent to their appointments page.
 */
function remoteTurn(language: Language, f: SmsFacts, room: string): string {
  const ahead = f.ahead ?? 0;
  const doctor = doctorName(f.doctor);
  const serial = language === 'bn' ? bengaliNumber(f.serialNo) : String(f.serialNo);
  const variants =
    language === 'bn'
      ? ahead === 0
        ? [
            `এরপরই আপনার পালা: সিরিয়াল ${serial}, ${doctor}। কনসালটেশনে যোগ দিন: ${room}`,
            `এরপরই আপনার পালা: সিরিয়াল ${serial}। যোগ দিন: ${room}`,
          ]
        : [
            `আপনার পালা কাছে: সিরিয়াল ${serial}, ${doctor}, আগে আর ${bengaliNumber(ahead)} জন। কনসালটেশনে যোগ দিন: ${room}`,
            `আপনার পালা কাছে: সিরিয়াল ${serial}, আগে আর ${bengaliNumber(ahead)} জন। যোগ দিন: ${room}`,
          ]
      : ahead === 0
        ? [
            `Your turn is next: serial ${serial} with ${doctor}. Join your consultation: ${room}`,
            `Your turn is next: serial ${serial}. Join: ${room}`,
          ]
        : [
            `Your turn is near: serial ${serial} with ${doctor}, ${ahead} ${ahead === 1 ? 'patient' : 'patients'} before you. Join your consultation: ${room}`,
            `Your turn is near: serial ${serial}, ${ahead} before you. Join: ${room}`,
          ];
  const fitting = variants.find((text) => fitSms(text, MAX_SMS_PARTS) === text);
  if (fitting) return fitting;
  return language === 'bn'
    ? `আপনার পালা কাছে: সিরিয়াল ${serial}, ${doctor}। ওয়েবসাইটে আপনার অ্যাপয়েন্টমেন্ট থেকে কনসালটেশনে যোগ দিন।`
    : `Your turn is near: serial ${serial} with ${doctor}. Join your consultation from your appointments on our website.`;
}

/** The message of `kind` in the patient's language, fitted to MAX_SMS_PARTS. */
export function composeSms(kind: SmsKind, language: Language, facts: SmsFacts): string {
  if (kind === 'turn' && facts.room) return fitSms(remoteTurn(language, facts, facts.room), MAX_SMS_PARTS);
  return fitSms(language === 'bn' ? bangla(kind, facts) : english(kind, facts), MAX_SMS_PARTS);
}

/** Whether the message of `kind` fits MAX_SMS_PARTS whole (`composeSms` then cuts nothing). */
export function fitsWhole(kind: SmsKind, language: Language, facts: SmsFacts): boolean {
  const text = language === 'bn' ? bangla(kind, facts) : english(kind, facts);
  return fitSms(text, MAX_SMS_PARTS) === text;
}

/**
 * The SMS of a signed prescription: who wrote it and where to read it, nothing of what it says (an SMS is read on a
 * shared phone and kept by the operator). The link is never cut: the wording shortens until it fits whole.
 */
export function composePrescriptionSms(language: Language, doctorFullName: string, link: string): string {
  const doctor = doctorName(doctorFullName);
  const variants =
    language === 'bn'
      ? [
          `${doctor} আপনার প্রেসক্রিপশন পাঠিয়েছেন। দেখুন: ${link}`,
          `${doctor}-এর প্রেসক্রিপশন: ${link}`,
          `আপনার প্রেসক্রিপশন: ${link}`,
        ]
      : [
          `${doctor} has sent your prescription. Read it here: ${link}`,
          `Your prescription from ${doctor}: ${link}`,
          `Your prescription: ${link}`,
        ];
  const fitting = variants.find((text) => fitSms(text, MAX_SMS_PARTS) === text);
  if (fitting) return fitting;
  return language === 'bn'
    ? 'আপনার প্রেসক্রিপশন তৈরি। ওয়েবসাইটে আপনার প্রেসক্রিপশনের তালিকায় দেখুন।'
    : 'Your prescription is ready. Read it under Prescriptions on our website.';
}

/** The pharmacy's two messages: an order ready at the counter, and an order on its way with the handover code. */
export type PharmacySmsKind = 'ready' | 'dispatch';

/**
 * The SMS of a medicine order: its number, and for a delivery the code the patient gives the rider, nothing of the
 * medicines themselves. The order number and the code stay in ASCII digits in Bangla too: they are typed back (the
 * rider keys the code in), like a phone number, not read as a count.
 */
export function composePharmacySms(
  kind: PharmacySmsKind,
  language: Language,
  order: { orderNo: string; code?: string | undefined },
): string {
  const code = order.code ?? '';
  const text =
    language === 'bn'
      ? kind === 'ready'
        ? `আপনার ওষুধ (অর্ডার ${order.orderNo}) হাসপাতালের ফার্মেসিতে তৈরি আছে। এসে নিয়ে যান।`
        : `আপনার ওষুধ (অর্ডার ${order.orderNo}) পাঠানো হয়েছে। রাইডার পৌঁছালে তাঁকে কোড ${code} বলুন।`
      : kind === 'ready'
        ? `Your medicines (order ${order.orderNo}) are ready at the hospital pharmacy. Please collect them.`
        : `Your medicines (order ${order.orderNo}) are on the way. Give the rider the code ${code} when they arrive.`;
  return fitSms(text, MAX_SMS_PARTS);
}
