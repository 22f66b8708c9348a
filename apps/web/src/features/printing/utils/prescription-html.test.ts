import type { Appointment } from '@hospital/contract/appointments';
import { describe, expect, it } from 'vitest';
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

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

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
    expect(doc.querySelector('.doctor h1')?.textContent).toBe('Dr. Tanvir Ahmed Chowdhury');
    expect([...doc.querySelectorAll('.doctor p')].map((p) => p.textContent)).toEqual([
      'MBBS, MD (Medicine)',
      'Assistant Professor',
      'Internal Medicine',
      'Sir Salimullah Medical College',
    ]);
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
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Complaints',
      'Examination',
      'Advice',
      'Rx',
    ]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
