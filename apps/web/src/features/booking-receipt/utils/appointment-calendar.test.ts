import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/i18n';
import { makePatientAppointment } from '@/test/factories';
import { appointmentCalendar, calendarFileName, escapeText, foldLine } from './appointment-calendar';

// The app reaches these in Bangla only once Bangla is shown, which loads its catalog (src/i18n/i18n.ts).
beforeAll(() => loadCatalog('bn'));

const PLACE = {
  hospitalName: 'Nirmoy Specialized Hospital',
  address: 'House 27, Road 9/A, Dhanmondi, Dhaka',
  host: 'nirmoy.example',
};
const NOW = new Date('2026-01-01T04:05:06.000Z');

/** The unfolded lines of an .ics text, as a calendar app reads them. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

/** The event's own property `name` (the zone definition has a DTSTART of its own). */
function valueOf(lines: string[], name: string) {
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
  return event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('the booking as a calendar event (RFC 5545)', () => {
  it('when the day has chamber hours, then the event runs over them on the Dhaka clock, with the zone defined', () => {
    const appointment = makePatientAppointment({
      _id: 'a00000000000000000000042',
      selectedDate: '2026-01-15',
      serialNo: 7,
      chamberHours: { start: '17:00', end: '21:30' },
    });
    const lines = unfold(appointmentCalendar(appointment, PLACE, NOW));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(valueOf(lines, 'DTSTART')).toBe('DTSTART;TZID=Asia/Dhaka:20260115T170000');
    expect(valueOf(lines, 'DTEND')).toBe('DTEND;TZID=Asia/Dhaka:20260115T213000');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VTIMEZONE',
        'TZID:Asia/Dhaka',
        'TZOFFSETFROM:+0600',
        'TZOFFSETTO:+0600',
        'END:VTIMEZONE',
      ]),
    );
    expect(valueOf(lines, 'UID')).toBe('UID:a00000000000000000000042@nirmoy.example');
    expect(valueOf(lines, 'DTSTAMP')).toBe('DTSTAMP:20260101T040506Z');
    expect(valueOf(lines, 'SUMMARY')).toBe('SUMMARY:Appointment with Prof. Dr. Kamrul Hasan (serial 7)');
    expect(lines).toContain('TRIGGER:-PT2H');
  });

  it('when the day has no hours set, then it is an all-day event on that date, with no reminder', () => {
    const lines = unfold(
      appointmentCalendar(makePatientAppointment({ selectedDate: '2026-01-31', chamberHours: null }), PLACE, NOW),
    );
    expect(valueOf(lines, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260131');
    expect(valueOf(lines, 'DTEND')).toBe('DTEND;VALUE=DATE:20260201');
    expect(lines).not.toContain('BEGIN:VALARM');
  });

  it('when the visit is at the hospital, then the location is its address, escaped; online, it says how', () => {
    const visit = unfold(
      appointmentCalendar(makePatientAppointment({ consultationMethod: 'hospital visit' }), PLACE, NOW),
    );
    expect(valueOf(visit, 'LOCATION')).toBe(
      'LOCATION:Nirmoy Specialized Hospital\\, House 27\\, Road 9/A\\, Dhanmondi\\, Dhaka',
    );
    const video = unfold(appointmentCalendar(makePatientAppointment({ consultationMethod: 'audio' }), PLACE, NOW));
    expect(valueOf(video, 'LOCATION')).toBe('LOCATION:Voice Call consultation: the hospital contacts you');
  });

  it('when the description has the booking, then it carries the serial, the fee and the Holder ID on escaped lines', () => {
    const lines = unfold(
      appointmentCalendar(
        makePatientAppointment({ serialNo: 3, consultationFee: 1500, paymentStatus: 'paid' }),
        PLACE,
        NOW,
      ),
    );
    const text = valueOf(lines, 'DESCRIPTION')!;
    expect(text).toContain('Serial number: 3\\n');
    expect(text).toContain('Fee: 1\\,500/- (paid)\\n');
    expect(text).toContain('Holder ID: P2600123');
    expect(text).not.toMatch(/[^\\][,;]/);
  });

  it('when a line is long or has Bengali text, then it is folded at 75 octets without splitting a character', () => {
    const appointment = makePatientAppointment({
      doctor: {
        _id: 'd00000000000000000000001',
        title: 'ডা.',
        fullName: 'কামরুল হাসান চৌধুরী '.repeat(4),
        speciality: 'মেডিসিন',
        photo: '',
      },
    });
    const ics = appointmentCalendar(appointment, PLACE, NOW);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(valueOf(unfold(ics), 'SUMMARY')).toContain('কামরুল হাসান চৌধুরী');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('when the patient reads Bangla, then the summary, description and reminder are Bangla UTF-8 with Bengali digits, still a valid folded calendar', () => {
    const appointment = makePatientAppointment({
      serialNo: 13,
      consultationFee: 1500,
      paymentStatus: 'unpaid',
      consultationMethod: 'hospital visit',
    });
    const ics = appointmentCalendar(appointment, PLACE, NOW, 'bn');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(valueOf(lines, 'DTSTART')).toBe('DTSTART;TZID=Asia/Dhaka:20260101T170000');
    expect(valueOf(lines, 'SUMMARY')).toBe('SUMMARY:Prof. Dr. Kamrul Hasan-এর সঙ্গে অ্যাপয়েন্টমেন্ট (সিরিয়াল ১৩)');
    const text = valueOf(lines, 'DESCRIPTION')!;
    expect(text).toContain('সিরিয়াল নম্বর: ১৩\\n');
    expect(text).toContain('ফি: ১\\,৫০০/- (বাকি)\\n');
    expect(text).toContain('মাধ্যম: হাসপাতালে সরাসরি\\n');
    expect(text).toContain('হোল্ডার আইডি: P2600123');
    expect(lines).toContain('DESCRIPTION:হাসপাতালে আপনার অ্যাপয়েন্টমেন্ট ২ ঘণ্টা পরে শুরু।');
  });

  it('escapes backslashes, semicolons, commas and line breaks, and folds exactly at the limit', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('names the file by date and serial', () => {
    expect(calendarFileName({ selectedDate: '2026-01-15', serialNo: 7 })).toBe('appointment-2026-01-15-serial-7.ics');
  });
});
