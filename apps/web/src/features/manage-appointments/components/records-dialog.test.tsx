import type { PatientRecords, PrescriptionListItem } from '@hospital/contract/prescriptions';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppointment } from '@/test/factories';
import { ok, refused, stubFetch } from '@/test/http';
import { renderWithStore } from '@/test/render';
import { fakeAccessToken } from '@/test/tokens';
import { RecordsDialog } from './records-dialog';

const DOCTOR = {
  _id: 'd000000000000000000000d1',
  fullName: 'Tanvir Ahmed Chowdhury',
  title: 'Dr.',
  speciality: 'Medicine',
};
const today = makeAppointment({ status: 'pending' });
const PATIENT_REF = today.patient._id;

const prescription = (overrides: Partial<PrescriptionListItem>): PrescriptionListItem => ({
  _id: 'b000000000000000000000b1',
  appointmentId: 'a000000000000000000000a1',
  status: 'signed',
  version: 1,
  signedAt: '2026-11-20T05:10:00.000Z',
  date: '2026-11-20',
  patient: { _id: PATIENT_REF, name: today.patient.name },
  doctor: DOCTOR,
  chiefComplaints: 'Cough for two weeks',
  diagnosis: 'Bronchitis',
  medicineCount: 3,
  followUp: null,
  ...overrides,
});

const records: PatientRecords = {
  patient: { _id: PATIENT_REF, name: today.patient.name, age: 34, gender: 'female' },
  visits: [
    // Today's visit, on screen already: not an earlier one.
    {
      appointment: {
        _id: today._id,
        date: '2026-11-28',
        serialNo: 2,
        method: 'hospital visit',
        status: 'pending',
        doctor: DOCTOR,
      },
      prescription: null,
      attachments: [],
    },
    {
      appointment: {
        _id: 'a000000000000000000000a2',
        date: '2026-11-24',
        serialNo: 5,
        method: 'video',
        status: 'done',
        doctor: DOCTOR,
      },
      prescription: null,
      attachments: [
        {
          _id: 'c000000000000000000000c1',
          fileName: 'xray.png',
          contentType: 'image/png',
          size: 2048,
          sentBy: 'patient',
          createdAt: '2026-11-24T05:00:00.000Z',
          url: '/api/v1/consultations/a000000000000000000000a2/attachments/c000000000000000000000c1',
        },
      ],
    },
    {
      appointment: {
        _id: 'a000000000000000000000a1',
        date: '2026-11-20',
        serialNo: 3,
        method: 'hospital visit',
        status: 'done',
        doctor: DOCTOR,
      },
      prescription: prescription({}),
      attachments: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function doctorSession() {
  return {
    token: fakeAccessToken({ role: 'doctor' }),
    user: {
      sub: '0123456789abcdef01234599',
      userName: 'Tanvir Ahmed Chowdhury',
      role: 'doctor' as const,
      patientId: '',
      email: 'doctor@demo.test',
    },
  };
}

function renderDialog() {
  renderWithStore(
    <MemoryRouter>
      <RecordsDialog appointment={today} onClose={() => undefined} />
    </MemoryRouter>,
    doctorSession(),
  );
}

describe("the doctor's Records", () => {
  it('when the patient has earlier visits, then they show newest first with complaints, diagnosis, a link to the prescription and the chat files', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:xray', revokeObjectURL: () => undefined }));
    const fetchMock = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === `/api/v1/patients/${PATIENT_REF}/records`) return ok(records);
      if (path.startsWith('/api/v1/consultations/'))
        return new Response(new Uint8Array(10), { headers: { 'content-type': 'image/png' } });
      return refused(404, 'Not found');
    });
    renderDialog();
    const visits = within(await screen.findByRole('list', { name: 'Earlier visits, newest first' })).getAllByRole(
      'listitem',
      { name: '' },
    );
    const [remote, visit] = visits.filter((item) => item.parentElement?.getAttribute('aria-label'));
    expect(visits.filter((item) => item.parentElement?.getAttribute('aria-label'))).toHaveLength(2);
    expect(within(remote!).getByText('Files from the consultation chat')).toBeTruthy();
    expect(await within(remote!).findByRole('img', { name: 'Photo xray.png' })).toBeTruthy();
    expect(within(remote!).getByText('No prescription signed for this visit.')).toBeTruthy();
    expect(within(visit!).getByText('Cough for two weeks')).toBeTruthy();
    expect(within(visit!).getByText('Bronchitis')).toBeTruthy();
    expect(within(visit!).getByRole('link', { name: 'Open prescription' }).getAttribute('href')).toBe(
      '/prescriptions/b000000000000000000000b1',
    );
    // The file is read with the session, not by a bare <img src>.
    const fileRequest = fetchMock.mock.calls.map(([request]) => request).find((r) => r.url.includes('/attachments/'));
    expect(fileRequest?.headers.get('authorization')).toBeTruthy();
  });

  it('when only today is on record, then it says there are no earlier visits', async () => {
    stubFetch(() => ok({ ...records, visits: records.visits.slice(0, 1) }));
    renderDialog();
    expect(await screen.findByText('No earlier visits at this hospital.')).toBeTruthy();
  });
});
