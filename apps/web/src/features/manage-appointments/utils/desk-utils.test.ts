import { describe, expect, it } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { makeDirectoryDoctor } from '../testing/make-directory-doctor';
import { walkInDefaults } from '../testing/walk-in-body';
import { deskBookingDates } from './booking-dates';
import { doctorChips, summarize } from './day-summary';
import { chamberDaysBengali, todayHours } from './doctor-days';
import { filterDoctors } from './doctor-search';
import { emptyWalkIn, isCompleteContact, walkInPayload } from './walk-in-draft';

/** A new-appointment draft for doctor d1 on 22 Nov 2026, with `fields` typed in. */
const walkInDraft = (fields: Partial<ReturnType<typeof emptyWalkIn>>) => ({
  ...emptyWalkIn('2026-11-22'),
  doctorId: 'd1',
  ...fields,
});

describe('desk helpers', () => {
  it('when a chip filters the day, then the summary counts pending, done and the fees of paid ones', () => {
    const list = [
      makeDeskAppointment({ status: 'pending', paymentStatus: 'paid', consultationFee: 700 }),
      makeDeskAppointment({ status: 'done', paymentStatus: 'unpaid', consultationFee: 900 }),
      makeDeskAppointment({ status: 'cancelled', paymentStatus: 'paid', consultationFee: 500 }),
    ];
    expect(summarize(list)).toEqual({
      totalAppointments: 3,
      totalPendingSerial: 1,
      totalDoneSerial: 1,
      totalPaidAmount: 1200,
    });
    expect(doctorChips(list)).toEqual([{ doctorId: 'd00000000000000000000001', name: 'Dr. Tanvir Ahmed', count: 3 }]);
  });

  it('when a doctor works today, then the hours show; a day off says Off Today; a day on without hours says so', () => {
    const sunday = new Date('2026-11-22T10:00:00Z');
    expect(todayHours(makeDirectoryDoctor({}, ['Sunday']).schedule, sunday)).toBe('5:00 PM - 9:00 PM');
    expect(todayHours(makeDirectoryDoctor({}, ['Monday']).schedule, sunday)).toBe('Off Today');
    const unset = makeDirectoryDoctor().schedule.map((entry) => ({ ...entry, start: '12:00', end: '12:00' }));
    expect(todayHours(unset, sunday)).toBe('Hours not set');
    expect(chamberDaysBengali(makeDirectoryDoctor({}, ['Saturday', 'Sunday', 'Thursday']).schedule)).toBe(
      'রবি, বৃহঃ, শনি',
    );
  });

  it('when the desk books, then today comes first and past dates are dropped', () => {
    expect(deskBookingDates('2026-11-22', ['2026-11-22', '2026-11-24'])).toEqual(['2026-11-22', '2026-11-24']);
    expect(deskBookingDates('2026-11-22', ['2026-11-21', '2026-11-23'])).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('when searching and limiting, then names, specialities and tags match and the limit caps the list', () => {
    const doctors = Array.from({ length: 12 }, (_, index) =>
      makeDirectoryDoctor({ _id: String(index).padStart(24, '0'), fullName: `Doctor ${index}` }),
    );
    expect(filterDoctors(doctors, '', 10)).toHaveLength(10);
    expect(filterDoctors(doctors, '', 0)).toHaveLength(12);
    expect(filterDoctors(doctors, 'DENGUE', 0)).toHaveLength(12);
    expect(filterDoctors(doctors, 'doctor 11', 10).map((doctor) => doctor.fullName)).toEqual(['Doctor 11']);
    expect(filterDoctors(doctors, 'gynae', 10)).toEqual([]);
  });

  it('when the draft is turned into the staff payload, then an existing patient leaves newPatientInfo out', () => {
    const draft = walkInDraft({ contact: ' 01711000004 ', patientChoice: 'e1', name: 'Ignored' });
    expect(walkInPayload(draft)).toEqual({
      doctor: 'd1',
      patient: 'e1',
      contact: '01711000004',
      ...walkInDefaults('2026-11-22'),
    });
    expect(walkInPayload({ ...draft, patientChoice: 'new', age: '', weight: '' })).toMatchObject({
      patient: '',
      newPatientInfo: { name: 'Ignored', age: undefined, gender: undefined, weight: undefined },
    });
  });

  it('when the desk types a contact in Bengali digits or with +880, then it counts as entered and is sent as 11 digits', () => {
    for (const typed of ['০১৭১১-০০০০০৪', '+880 1711-000004', '01711 000004'])
      expect(isCompleteContact(typed)).toBe(true);
    expect(isCompleteContact('০১৭১১-০০০০০')).toBe(false);
    const draft = walkInDraft({ contact: '+880 1711-000004', patientChoice: 'new', name: 'Karim', age: '৪২' });
    expect(walkInPayload(draft)).toMatchObject({ contact: '01711000004', newPatientInfo: { age: '৪২' } });
  });
});
