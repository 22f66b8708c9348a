import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeAppointment, makeAuditEntry, makeManagedDoctor } from '@/test/factories';
import { ok, requestsTo, stubFetch } from '@/test/http';
import { jsonResponse } from '@/test/tokens';
import { renderAppAs, type User } from '@/test/render';

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

let fetchMock: ReturnType<typeof stubFetch>;
// GET /doctors/me: the linked doctor, or the API's 404 for an account with no doctor record.
let ownDoctor: () => Response;
const requests = (method: string, path: RegExp) => requestsTo(fetchMock, method, path);

beforeEach(() => {
  vi.spyOn(toast, 'success');
  ownDoctor = () => ok(makeManagedDoctor({ _id: DOCTOR_ID }));
  fetchMock = stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/doctors/me')) return ownDoctor();
    if (request.method === 'POST')
      return ok({ leave, affected: [makeAppointment(), makeAppointment()] }, 'Leave added.', 201);
    if (request.method === 'DELETE') return ok(null, 'Leave removed.');
    if (pathname.endsWith(`/doctors/${DOCTOR_ID}/leave`)) return ok([leave]);
    if (pathname.endsWith('/audit')) return ok([entry]);
    return ok([]);
  });
});

async function openOwnLeave() {
  renderAppAs('doctor', '/doctor/leave');
  return screen.findByRole('region', { name: 'Your leave' });
}

async function setDate(user: User, label: string, date: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, date);
}

describe('leave section', () => {
  it('when a doctor opens My Leave, then their upcoming leave is listed', async () => {
    const section = await openOwnLeave();
    const list = await within(section).findByRole('list', { name: 'Upcoming leave' });
    expect(list.textContent).toContain('1st Mar, 2099 to 3rd Mar, 2099');
    expect(list.textContent).toContain('Conference');
  });

  it('when leave is added, then it is sent and the number of appointments inside it is said', async () => {
    const user = userEvent.setup();
    const section = await openOwnLeave();
    await setDate(user, 'From', '2099-03-01');
    await setDate(user, 'To', '2099-03-03');
    await user.type(screen.getByLabelText('Reason'), 'Conference');
    await user.click(screen.getByRole('button', { name: 'Add leave' }));

    const sentence = 'Leave added. 2 pending appointments fall inside it; the desk has been told to rebook or cancel.';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(sentence, expect.anything()));
    // The toast goes after two seconds; the same sentence stays under the form.
    expect(within(section).getByText(sentence).getAttribute('role')).toBe('status');
    const [post] = requests('POST', new RegExp(`/doctors/${DOCTOR_ID}/leave$`));
    expect(await post!.json()).toEqual({ from: '2099-03-01', to: '2099-03-03', reason: 'Conference' });
  });

  it('when the leave would end before it starts, then the contract message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    await openOwnLeave();
    await setDate(user, 'From', '2099-03-05');
    await setDate(user, 'To', '2099-03-01');
    await user.type(screen.getByLabelText('Reason'), 'Conference');
    await user.click(screen.getByRole('button', { name: 'Add leave' }));

    expect((await screen.findAllByText('The leave must end on or after the day it starts.')).length).toBeGreaterThan(0);
    expect(requests('POST', /.*/)).toEqual([]);
  });

  it('when Remove is pressed, then the leave goes only after the confirmation', async () => {
    const user = userEvent.setup();
    const section = await openOwnLeave();
    await user.click(
      await within(section).findByRole('button', { name: 'Remove leave 1st Mar, 2099 to 3rd Mar, 2099' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this leave?' });
    expect(requests('DELETE', /.*/)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove leave' }));
    await waitFor(() =>
      expect(requests('DELETE', new RegExp(`/doctors/${DOCTOR_ID}/leave/${leave._id}$`))).toHaveLength(1),
    );
  });

  it('when the account is not linked to a doctor record, then the page says so and lists nothing', async () => {
    const message = 'This account is not linked to a doctor. Please ask an admin.';
    ownDoctor = () =>
      jsonResponse(404, { success: false, statusCode: 404, message, errorSources: [{ path: '', message }] });
    renderAppAs('doctor', '/doctor/leave');
    expect(await screen.findByText(/not linked to a doctor record/)).toBeTruthy();
    expect(requests('GET', /\/leave$/)).toEqual([]);
  });
});

describe('leave and audit in Bangla', () => {
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
