import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeAuditEntry, makeManagedDoctor } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

// A doctor's leave and the admin's audit trail in Bangla (issue 13).
const DOCTOR_ID = 'd00000000000000000000009';
const leave = {
  _id: 'e00000000000000000000009',
  doctorId: DOCTOR_ID,
  from: '2099-03-01',
  to: '2099-03-03',
  reason: 'Conference',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const entry = makeAuditEntry({
  at: '2026-01-10T12:03:00.000Z',
  action: 'doctor.update',
  actor: { name: 'Abdul Karim', role: 'admin' },
  target: { type: 'doctor', _id: 'd00000000000000000000001', label: 'Dr. Tanvir Ahmed' },
  changes: {},
});

beforeEach(() => {
  stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/doctors/me')) return ok(makeManagedDoctor({ _id: DOCTOR_ID }));
    if (pathname.endsWith(`/doctors/${DOCTOR_ID}/leave`)) return ok([leave]);
    if (pathname.endsWith('/audit')) return ok([entry]);
    return ok([]);
  });
});

describe('leave and audit in Bangla (issue 13)', () => {
  it('when a doctor reads their leave in Bangla, then the dates are Bengali and the form is Bangla, and back', async () => {
    renderAppAs('doctor', '/doctor/leave');
    const section = await screen.findByRole('region', { name: 'Your leave' });
    const list = await within(section).findByRole('list', { name: 'Upcoming leave' });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'আমার ছুটি' })).toBeTruthy();
    expect(within(list).getByText('১ মার্চ, ২০৯৯ থেকে ৩ মার্চ, ২০৯৯')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '১ মার্চ, ২০৯৯ থেকে ৩ মার্চ, ২০৯৯ ছুটি সরান' })).toBeTruthy();
    expect(screen.getByLabelText('কারণ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ছুটি যোগ করুন' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Leave' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add leave' })).toBeTruthy();
  });

  it('when an admin reads the audit trail in Bangla, then the chrome is Bangla and the stored label stays as stored', async () => {
    renderAppAs('admin', '/admin/audit');
    const entries = await screen.findByRole('list', { name: 'Audit entries' });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'অডিট ট্রেইল' })).toBeTruthy();
    expect(within(entries).getByText('Dr. Tanvir Ahmed')).toBeTruthy();
    expect(within(entries).getByText('১০ জানুয়ারি, ২০২৬, সন্ধ্যা ৬:০৩')).toBeTruthy();
    expect(within(entries).getByText('(অ্যাডমিন)')).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeTruthy();
  });
});
