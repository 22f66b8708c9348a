import type { Appointment } from '@hospital/contract/appointments';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/i18n';
import { dayListHtml } from './day-list-html';
import { MISSING_DESIGNATION, MISSING_DOCTOR_NAME, prescriptionHtml } from './prescription-html';

const appointment = {
  serialNo: 6,
  selectedDate: '2026-11-22',
  patient: {
    _id: 'e00000000000000000000001',
    patientId: 'P2600012',
    name: 'Rakib Hasan',
    age: 19,
    gender: 'male',
    weight: null,
  },
} as Appointment;

// The printed sheets in Bangla and the day list: a paid visit with the doctor named and the patient weighed.
const paidVisit = {
  ...appointment,
  status: 'pending',
  paymentStatus: 'paid',
  consultationFee: 1500,
  consultationMethod: 'hospital visit',
  doctor: { title: 'Dr.', fullName: 'Tanvir Ahmed' },
  patient: { ...appointment.patient, weight: 65, contact: '01711000001' },
} as Appointment;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const textsOf = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((node) => node.textContent);
/** The sheet's doctor header: the name line, then each line under it. */
const headerOf = (doc: Document) => ({
  name: doc.querySelector('.doctor h1')?.textContent,
  lines: textsOf(doc, '.doctor p'),
});

describe('prescription sheet (docs/product-spec.md §2, §8, §9)', () => {
  it('when the doctor is known, then the header has name, degrees, designation, department and workstation', () => {
    const doc = parse(
      prescriptionHtml(appointment, {
        title: 'Dr.',
        fullName: 'Tanvir Ahmed Chowdhury',
        degrees: ['MBBS', 'MD (Medicine)'],
        currentWorkDesignation: 'Assistant Professor',
        currentWorkDepartment: 'Internal Medicine',
        currentWorkStation: 'Sir Salimullah Medical College',
      }),
    );
    expect(headerOf(doc)).toEqual({
      name: 'Dr. Tanvir Ahmed Chowdhury',
      lines: ['MBBS, MD (Medicine)', 'Assistant Professor', 'Internal Medicine', 'Sir Salimullah Medical College'],
    });
  });

  it('when values are missing, then the placeholders show: Dr. Name, Specialist and a dash for the patient', () => {
    const doc = parse(prescriptionHtml(appointment, undefined));
    expect(doc.querySelector('.doctor h1')?.textContent).toBe(MISSING_DOCTOR_NAME);
    expect(doc.querySelector('.doctor p')?.textContent).toBe(MISSING_DESIGNATION);
    expect(doc.querySelector('.patient')?.textContent).toBe(
      'Name: Rakib HasanAge: 19 yrsGender: MaleWeight: -Date: 22 Nov 2026Serial: 6',
    );
  });

  it('when printed, then it is an A4 portrait page with 8 mm margins and blank areas for notes and Rx, without scripts', () => {
    const html = prescriptionHtml(appointment, undefined);
    const doc = parse(html);
    expect(doc.querySelector('style')?.textContent).toContain('@page { size: A4 portrait; margin: 8mm; }');
    expect(textsOf(doc, 'h3')).toEqual(['Complaints', 'Examination', 'Advice', 'Rx']);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('printed sheets in Bangla', () => {
  // The app reaches these in Bangla only once Bangla is shown, which loads its catalog (src/i18n/i18n.ts).
  beforeAll(() => loadCatalog('bn'));

  it('when printed in Bangla, then the prescription labels are Bangla with Bengali digits and the names stay as entered', () => {
    const doc = parse(prescriptionHtml(paidVisit, { title: 'Dr.', fullName: 'Tanvir Ahmed' }, 'bn'));
    expect(doc.documentElement.lang).toBe('bn');
    expect(headerOf(doc)).toEqual({ name: 'Dr. Tanvir Ahmed', lines: ['বিশেষজ্ঞ'] });
    expect(textsOf(doc, '.patient span')).toEqual([
      'নাম: Rakib Hasan',
      'বয়স: ১৯ বছর',
      'লিঙ্গ: পুরুষ',
      'ওজন: ৬৫ কেজি',
      'তারিখ: ২২ নভেম্বর, ২০২৬',
      'সিরিয়াল: ৬',
    ]);
    expect(textsOf(doc, '.notes h3')).toEqual(['সমস্যা', 'পরীক্ষা', 'পরামর্শ']);
    expect(doc.querySelector('.sign')?.textContent).toBe('স্বাক্ষর');
  });

  it('when printed in English, then the sheet keeps its English labels', () => {
    const doc = parse(prescriptionHtml(paidVisit, undefined, 'en'));
    expect(doc.querySelector('.patient span')?.textContent).toBe('Name: Rakib Hasan');
    expect(doc.querySelector('.sign')?.textContent).toBe('Signature');
  });

  it('when the day list is printed in Bangla, then headings, statuses and money are Bangla and the contact hides as before', () => {
    const doc = parse(
      dayListHtml([paidVisit], { date: '2026-11-22', doctorName: null, showContacts: false, language: 'bn' }),
    );
    expect(textsOf(doc, 'th')).toEqual(['সিরিয়াল', 'রোগী', 'বয়স', 'ডাক্তার', 'মাধ্যম', 'অবস্থা', 'পেমেন্ট', 'ফোন']);
    expect(textsOf(doc, 'tbody td')).toEqual([
      '৬',
      'Rakib Hasan',
      '১৯',
      'Dr. Tanvir Ahmed',
      'হাসপাতাল',
      'অপেক্ষমাণ',
      'পরিশোধিত ৳১,৫০০',
      'ওয়েবে দেখুন',
    ]);
    expect(doc.querySelector('footer')?.textContent).toBe('মোট ১ · সম্পন্ন ০ · পেমেন্ট ৳১,৫০০');
    expect(doc.querySelector('header p')?.textContent).toBe('অ্যাপয়েন্টমেন্ট: ২২ নভেম্বর, ২০২৬');
  });
});
