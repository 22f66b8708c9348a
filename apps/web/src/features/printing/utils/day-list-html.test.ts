import type { Appointment } from '@hospital/contract/appointments';
import { describe, expect, it } from 'vitest';
import { dayListHtml, HIDDEN_CONTACT } from './day-list-html';

const appointment = {
  serialNo: 3,
  status: 'done',
  paymentStatus: 'paid',
  consultationFee: 700,
  consultationMethod: 'hospital visit',
  doctor: {
    _id: 'd00000000000000000000001',
    title: 'Dr.',
    fullName: 'Tanvir Ahmed',
    speciality: 'Medicine',
    photo: '',
  },
  patient: {
    _id: 'e00000000000000000000001',
    patientId: 'P2600004',
    name: 'Sadia <b>Islam</b>',
    age: 27,
    gender: 'female',
    weight: null,
    contact: '01711000004',
  },
} as Appointment;

const text = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('printed day list (docs/product-spec.md §2, §6)', () => {
  it('when an admin prints, then each row has serial, patient, age, doctor, method, status, payment and the contact', () => {
    const doc = text(dayListHtml([appointment], { date: '2026-11-22', doctorName: null, showContacts: true }));
    const cells = [...doc.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      '3',
      'Sadia <b>Islam</b>',
      '27',
      'Dr. Tanvir Ahmed',
      'Hospital Visit',
      'done',
      'paid ৳700',
      '01711000004',
    ]);
    expect(doc.querySelector('tbody b')).toBeNull(); // typed text prints as text, never as markup
    expect(doc.body.textContent).toContain('Appointments: 22 Nov 2026');
  });

  it('when anyone else prints, then the contact reads Check Web and the number is nowhere in the page', () => {
    const html = dayListHtml([appointment], {
      date: '2026-11-22',
      doctorName: 'Dr. Tanvir Ahmed',
      showContacts: false,
    });
    expect(text(html).querySelector('tbody td:last-child')?.textContent).toBe(HIDDEN_CONTACT);
    expect(html).not.toContain('01711000004');
    expect(text(html).body.textContent).toContain('Appointments: Dr. Tanvir Ahmed, 22 Nov 2026');
  });

  it('when the page is built, then it carries its style inline and no script (the site CSP)', () => {
    const doc = text(dayListHtml([], { date: '2026-11-22', doctorName: null, showContacts: false }));
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('style')?.textContent).toContain('@page { size: A4 portrait; margin: 8mm; }');
    expect(doc.body.textContent).toContain('No Appointment Found.');
  });
});
