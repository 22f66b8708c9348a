import type { PatientAppointment } from '@hospital/contract/appointments';
import { addDaysToDateString, DHAKA_TIME_ZONE } from '@hospital/contract/format';
import type { Language } from '@hospital/contract/format-bn';
import { specialityName } from '@/i18n/listed-words';
import { receiptWords, whatToBring, type ReceiptWords } from './receipt-text';

// An iCalendar file (RFC 5545) for one booking, made in the browser: "Add to calendar" needs no server round trip and
// works offline once the booking is on screen. Times are the chamber hours on the Dhaka clock (docs/architecture.md
// §4), written with TZID=Asia/Dhaka and the zone's definition (UTC+6 all year), so every calendar app shows the same
// wall-clock time wherever the phone is.

export type CalendarPlace = { hospitalName: string; address: string; host: string };

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, a line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with its space, which counts towards its 75.
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const compactDate = (date: string) => date.replace(/-/g, '');
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;

function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

// Dhaka has kept UTC+6 without daylight saving since 2009: one STANDARD block describes the zone completely.
const DHAKA_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${DHAKA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0600',
  'TZOFFSETTO:+0600',
  'TZNAME:+06',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The event's start and end: the day's chamber hours, or the whole day while the hospital has not set them. */
function eventTimes(appointment: PatientAppointment): string[] {
  const { selectedDate, chamberHours } = appointment;
  if (!chamberHours) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(selectedDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addDaysToDateString(selectedDate, 1))}`,
    ];
  }
  return [
    `DTSTART;TZID=${DHAKA_TIME_ZONE}:${localDateTime(selectedDate, chamberHours.start)}`,
    `DTEND;TZID=${DHAKA_TIME_ZONE}:${localDateTime(selectedDate, chamberHours.end)}`,
  ];
}

function description(appointment: PatientAppointment, { t, formats }: ReceiptWords): string {
  const { doctor, patient, serialNo, consultationMethod, consultationFee, paymentStatus } = appointment;
  return [
    `${t('receipt.doctor')}: ${doctor.title} ${doctor.fullName} (${specialityName(doctor.speciality, t)})`,
    `${t('receipt.serialNumber')}: ${formats.number(serialNo)}`,
    `${t('receipt.method')}: ${t(`method.${consultationMethod}`)}`,
    `${t('receipt.fee')}: ${formats.fee(consultationFee)} (${t(`deskCard.payment_${paymentStatus}`)})`,
    `${t('receipt.patient')}: ${patient.name}`,
    `${t('receipt.holderId')}: ${patient.patientId}`,
    `${t('receipt.whatToBring')}:`,
    ...whatToBring(consultationMethod, patient.patientId, t).map((item) => `- ${item}`),
  ].join('\n');
}

/**
 * The .ics text for `appointment`, lines joined with CRLF and folded, as RFC 5545 requires; its words (summary,
 * description, reminder) in the patient's `language`. The text is UTF-8, which RFC 5545 makes the default charset.
 */
export function appointmentCalendar(
  appointment: PatientAppointment,
  place: CalendarPlace,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  const { doctor, consultationMethod } = appointment;
  const words = receiptWords(language);
  const { t, formats } = words;
  const location =
    consultationMethod === 'hospital visit'
      ? `${place.hospitalName}, ${place.address}`
      : t('receipt.calendarOnline', { method: t(`method.${consultationMethod}`) });
  const reminder = appointment.chamberHours
    ? [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(t('receipt.calendarReminder'))}`,
        'TRIGGER:-PT2H',
        'END:VALARM',
      ]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(place.hospitalName)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...DHAKA_ZONE,
    'BEGIN:VEVENT',
    // Stable per booking, so adding it twice updates the one event rather than making a second.
    `UID:${appointment._id}@${place.host}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...eventTimes(appointment),
    `SUMMARY:${escapeText(t('receipt.calendarSummary', { doctor: `${doctor.title} ${doctor.fullName}`, serial: formats.number(appointment.serialNo) }))}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description(appointment, words))}`,
    ...reminder,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** 'appointment-2025-01-01-serial-3.ics' */
export function calendarFileName(appointment: Pick<PatientAppointment, 'selectedDate' | 'serialNo'>): string {
  return `appointment-${appointment.selectedDate}-serial-${appointment.serialNo}.ics`;
}
