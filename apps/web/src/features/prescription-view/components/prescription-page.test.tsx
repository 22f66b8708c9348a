import type { Prescription, PrescriptionListItem } from '@hospital/contract/prescriptions';
import { NAPA_LINE } from '@hospital/contract/testing/prescription-fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubFetch } from '@/test/http';
import { makePrescription as makeDraft } from '@/test/prescriptions';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';

const ID = 'b000000000000000000000b1';
const NEWER = 'b000000000000000000000b2';
const DOCTOR = 'd000000000000000000000d1';

const draft = makeDraft();

/** The signed prescription of Rahima Akter's visit on 28 Nov: two lines, a test and a follow-up in 7 days. */
const makePrescription = (overrides: Partial<Prescription> = {}): Prescription =>
  makeDraft({
    _id: ID,
    appointmentId: 'a000000000000000000000a1',
    status: 'signed',
    chiefComplaints: 'Fever for three days',
    findings: { bloodPressure: '120/80', pulse: 88, temperature: 101, weight: 62, notes: '' },
    diagnosis: 'Viral fever',
    medicines: [
      {
        ...NAPA_LINE,
        lineId: 'c000000000000000000000c1',
        medicineId: 'e000000000000000000000e1',
        freeText: false,
        instruction: 'Only while the fever lasts',
      },
      {
        lineId: 'c000000000000000000000c2',
        medicineId: null,
        name: 'Saline gargle',
        generic: null,
        freeText: true,
        dose: { kind: 'text', text: '3 times a day' },
        food: 'any',
        duration: { kind: 'continue' },
        instruction: '',
      },
    ],
    tests: ['CBC'],
    advice: 'Drink plenty of water.',
    followUp: { count: 7, unit: 'days' },
    patient: {
      _id: 'f000000000000000000000f1',
      name: 'Rahima Akter',
      age: 34,
      gender: 'female',
      patientId: 'P2600123',
    },
    doctor: { ...draft.doctor, _id: DOCTOR, fullName: 'Tanvir Ahmed Chowdhury' },
    appointment: {
      ...draft.appointment,
      _id: 'a000000000000000000000a1',
      selectedDate: '2026-11-28',
      doctorId: DOCTOR,
    },
    signedAt: '2026-11-28T05:10:00.000Z',
    createdAt: '2026-11-28T05:00:00.000Z',
    updatedAt: '2026-11-28T05:10:00.000Z',
    ...overrides,
  });

/** The API with these prescriptions readable by the signed-in account; any other id answers 404. */
function serve(readable: Prescription[], list: PrescriptionListItem[] = []) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const found = readable.find((rx) => path === `/prescriptions/${rx._id}`);
    if (found) return ok(found);
    if (path.startsWith('/prescriptions/')) return refused(404, 'Prescription not found.');
    if (path === '/patient/prescriptions') return ok(list);
    return ok([]);
  });
}

describe('the prescription page', () => {
  it('when the patient reads it in English, then the dose, food and duration read "1+0+1, after food, 7 days"', async () => {
    serve([makePrescription()]);
    renderAppAs('patient', `/prescriptions/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Tanvir Ahmed Chowdhury' })).toBeTruthy();
    expect(screen.getByText('BMDC Reg. No. A-12345')).toBeTruthy();
    expect(screen.getByText('1+0+1, after food, 7 days')).toBeTruthy();
    expect(screen.getByText('3 times a day, continue')).toBeTruthy();
    expect(screen.getByText('written by the doctor, not from the hospital list')).toBeTruthy();
    expect(screen.getByText('Viral fever')).toBeTruthy();
    expect(screen.getByText('P2600123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('when the patient reads it in Bangla, then the dose is in Bengali digits: "১+০+১, খাবারের পরে, ৭ দিন"', async () => {
    serve([makePrescription()]);
    await renderAppInBanglaAs('patient', `/prescriptions/${ID}`);
    expect(await screen.findByText('১+০+১, খাবারের পরে, ৭ দিন')).toBeTruthy();
    expect(screen.getByText('3 times a day, চলবে')).toBeTruthy();
    expect(screen.getByText('বিএমডিসি রেজি. নং A-12345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'প্রিন্ট' })).toBeTruthy();
  });

  it('when a version was replaced, then it says by which version and links to it, and offers no follow-up booking', async () => {
    serve([makePrescription({ status: 'replaced', replacedBy: NEWER, replacedByVersion: 2 })]);
    renderAppAs('patient', `/prescriptions/${ID}`);
    expect(await screen.findByText('This prescription was replaced by version 2.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read version 2' }).getAttribute('href')).toBe(`/prescriptions/${NEWER}`);
    expect(screen.queryByRole('link', { name: 'Book follow-up' })).toBeNull();
  });

  it('when a version corrects another, then it says what it corrects and links to the old one', async () => {
    serve([makePrescription({ _id: NEWER, version: 2, replaces: ID, correction: 'Napa dose was too high' })]);
    renderAppAs('patient', `/prescriptions/${NEWER}`);
    expect(await screen.findByText('Version 2, corrects version 1: Napa dose was too high')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read version 1' }).getAttribute('href')).toBe(`/prescriptions/${ID}`);
  });

  it('when the follow-up is after 2 weeks, then "Book follow-up" opens the booking with that doctor from 2 weeks after the visit', async () => {
    serve([makePrescription({ followUp: { count: 2, unit: 'weeks' } })]);
    renderAppAs('patient', `/prescriptions/${ID}`);
    const link = await screen.findByRole('link', { name: 'Book follow-up' });
    expect(link.getAttribute('href')).toBe(`/make-appointment/${DOCTOR}?date=2026-12-12`);
  });

  it('when a doctor reads it, then there is no "Book follow-up"', async () => {
    serve([makePrescription()]);
    renderAppAs('doctor', `/prescriptions/${ID}`);
    expect(await screen.findByText('1+0+1, after food, 7 days')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book follow-up' })).toBeNull();
  });

  it('when the patient reads a signed prescription, then "Order medicines" leads to its order form', async () => {
    serve([makePrescription()]);
    renderAppAs('patient', `/prescriptions/${ID}`);
    const link = await screen.findByRole('link', { name: 'Order medicines' });
    expect(link.getAttribute('href')).toBe(`/prescriptions/${ID}/order`);
  });

  it('when the prescription was replaced, or a doctor reads it, then there is no "Order medicines"', async () => {
    serve([makePrescription({ status: 'replaced', replacedBy: NEWER, replacedByVersion: 2 })]);
    const replaced = renderAppAs('patient', `/prescriptions/${ID}`);
    expect(await screen.findByText('This prescription was replaced by version 2.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order medicines' })).toBeNull();
    replaced.unmount();

    serve([makePrescription()]);
    renderAppAs('doctor', `/prescriptions/${ID}`);
    expect(await screen.findByText('1+0+1, after food, 7 days')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order medicines' })).toBeNull();
  });

  it("when the server answers 404 (someone else's or a missing prescription), then the page is the not-found page", async () => {
    serve([]);
    renderAppAs('patient', `/prescriptions/${ID}`);
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.queryByText('Viral fever')).toBeNull();
  });
});

const listItem = (overrides: Partial<PrescriptionListItem> = {}): PrescriptionListItem => ({
  _id: ID,
  appointmentId: 'a000000000000000000000a1',
  status: 'signed',
  version: 1,
  signedAt: '2026-11-28T05:10:00.000Z',
  date: '2026-11-28',
  patient: { _id: 'f000000000000000000000f1', name: 'Rahima Akter' },
  doctor: { _id: DOCTOR, fullName: 'Tanvir Ahmed Chowdhury', title: 'Dr.', speciality: 'Medicine' },
  chiefComplaints: 'Fever',
  diagnosis: 'Viral fever',
  medicineCount: 2,
  followUp: null,
  ...overrides,
});

describe("the patient's list of prescriptions", () => {
  it('when there are some, then each shows who, doctor, date, diagnosis and medicines in order, a replaced one marked', async () => {
    serve(
      [],
      [
        listItem({ _id: NEWER, version: 2, patient: { _id: 'f000000000000000000000f2', name: 'Karim Akter' } }),
        listItem({ status: 'replaced', diagnosis: '', medicineCount: 1 }),
      ],
    );
    renderAppAs('patient', '/patient/prescription');
    const links = await screen.findAllByRole('link', { name: /^Open the prescription/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/prescriptions/${NEWER}`, `/prescriptions/${ID}`]);
    expect(within(links[0]!).getByText('Karim Akter')).toBeTruthy();
    expect(within(links[0]!).getByText('2 medicines')).toBeTruthy();
    expect(within(links[0]!).queryByText('Replaced by a newer version')).toBeNull();
    expect(within(links[1]!).getByText('Replaced by a newer version')).toBeTruthy();
    expect(within(links[1]!).getByText('No diagnosis written')).toBeTruthy();
    expect(within(links[1]!).getByText('1 medicine')).toBeTruthy();
  });

  it('when there are none, then it says so in Bangla too', async () => {
    serve([], []);
    await renderAppInBanglaAs('patient', '/patient/prescription');
    expect(await screen.findByText('এখনো কোনো প্রেসক্রিপশন নেই')).toBeTruthy();
  });
});
