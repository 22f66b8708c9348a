import { DOCTOR_LINK_MESSAGE } from '@hospital/contract/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeManagedDoctor, makeStaffAccount } from '@/test/factories';
import { fillByLabel } from '@/test/fill';
import { lastQueryTo, ok, requestsTo, stubFetch } from '@/test/http';
import { renderAppAs, type User } from '@/test/render';
import { jsonResponse } from '@/test/tokens';

const EMAIL_TAKEN = 'An account with this email already exists.';
const doctor = makeManagedDoctor({ fullName: 'Kamrul Hasan' });
const attendant = makeStaffAccount({
  name: 'Rafiq Islam',
  email: 'rafiq@example.com',
  role: 'attendant',
  contact: '01711000201',
});
const invitee = makeStaffAccount({ name: 'Mitu Akter', role: 'marketer', invited: true, lastLoginAt: null });
const doctorAccount = makeStaffAccount({
  name: 'Kamrul Hasan',
  role: 'doctor',
  doctor: { _id: doctor._id, title: doctor.title, fullName: doctor.fullName },
  lastLoginAt: null,
});

let fetchMock: ReturnType<typeof stubFetch>;
let inviteAnswer: () => Response;
const requests = (method: string, path: RegExp) => requestsTo(fetchMock, method, path);

beforeEach(() => {
  vi.spyOn(toast, 'error');
  inviteAnswer = () => ok(makeStaffAccount({ invited: true }), 'Invitation sent.', 201);
  fetchMock = stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/users/invite')) return inviteAnswer();
    if (pathname.endsWith('/invitation')) return ok(invitee, `Invitation sent to ${invitee.email}.`);
    if (request.method === 'PATCH') return ok({ ...attendant, active: false }, 'Account updated.');
    if (pathname.endsWith('/users')) return ok([attendant, invitee, doctorAccount]);
    if (pathname.endsWith('/doctors/manage')) return ok([doctor]);
    return ok([]);
  });
});

async function openStaff() {
  renderAppAs('admin', '/admin/staff');
  return screen.findByRole('list', { name: 'Staff accounts' });
}

async function openInvite(user: User) {
  await openStaff();
  await user.click(screen.getByRole('button', { name: 'Invite' }));
  return screen.getByRole('dialog', { name: 'Invite a staff member' });
}

async function fillInvite(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Kamrul Hasan');
  await user.type(within(dialog).getByLabelText('Email'), 'Kamrul@Example.com');
  await user.type(within(dialog).getByLabelText('Contact number'), '01711000300');
}

describe('staff list', () => {
  it('when it opens, then each account shows its role, contact, status, doctor and last login', async () => {
    const list = await openStaff();
    const [first, second, third] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Rafiq Islam' })).toBeTruthy();
    expect(first!.textContent).toContain('rafiq@example.com');
    expect(first!.textContent).toContain('Attendant');
    expect(first!.textContent).toContain('01711000201');
    expect(first!.textContent).toContain('Active');
    expect(first!.textContent).toContain('10 Jan 2026, 10:30 AM');
    expect(second!.textContent).toContain('Invited');
    expect(third!.textContent).toContain('Dr. Kamrul Hasan');
    expect(third!.textContent).toContain('never');
  });

  it('when a role filter and a search are set, then the list is asked for them', async () => {
    await openStaff();
    await fillByLabel({ Role: 'doctor', 'Search staff': 'kamrul' });
    await waitFor(() => expect(lastQueryTo(fetchMock, /\/users$/)).toEqual({ role: 'doctor', search: 'kamrul' }));
  });

  it('when a doctor is invited, then the doctor record is asked for and sent with the invitation', async () => {
    const user = userEvent.setup();
    const dialog = await openInvite(user);
    await fillInvite(user, dialog);
    expect(within(dialog).queryByLabelText('Doctor')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'doctor');

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText(DOCTOR_LINK_MESSAGE)).toBeTruthy();
    expect(requests('POST', /\/users\/invite$/)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Doctor'), doctor._id);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [invite] = requests('POST', /\/users\/invite$/);
    expect(await invite!.json()).toEqual({
      name: 'Kamrul Hasan',
      email: 'kamrul@example.com',
      contact: '01711000300',
      role: 'doctor',
      doctor: doctor._id,
    });
  });

  it('when an attendant is invited, then no doctor is sent', async () => {
    const user = userEvent.setup();
    const dialog = await openInvite(user);
    await fillInvite(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'doctor');
    await user.selectOptions(within(dialog).getByLabelText('Doctor'), doctor._id);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'attendant');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(requests('POST', /\/users\/invite$/)).toHaveLength(1));
    expect(await requests('POST', /\/users\/invite$/)[0]!.json()).toEqual({
      name: 'Kamrul Hasan',
      email: 'kamrul@example.com',
      contact: '01711000300',
      role: 'attendant',
    });
  });

  it('when the email is taken (409), then the sentence is shown and the dialog keeps what was typed', async () => {
    inviteAnswer = () =>
      jsonResponse(409, {
        success: false,
        statusCode: 409,
        message: EMAIL_TAKEN,
        errorSources: [{ path: 'email', message: EMAIL_TAKEN }],
      });
    const user = userEvent.setup();
    const dialog = await openInvite(user);
    await fillInvite(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'attendant');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(EMAIL_TAKEN, expect.anything()));
    expect(await screen.findByText(EMAIL_TAKEN)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invite a staff member' })).toBe(dialog);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('Kamrul@Example.com');
  });

  it('when Deactivate is pressed, then nothing is sent until the admin confirms', async () => {
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Deactivate Rafiq Islam' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rafiq Islam?' });
    expect(requests('PATCH', /.*/)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [patch] = requests('PATCH', new RegExp(`/users/${attendant._id}$`));
    expect(await patch!.json()).toEqual({ active: false });
  });

  it('when a role is changed and saved, then only the role is sent', async () => {
    const user = userEvent.setup();
    await openStaff();
    const save = screen.getByRole('button', { name: 'Save the role of Rafiq Islam' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Role of Rafiq Islam'), 'admin');
    await user.click(save);

    await waitFor(() => expect(requests('PATCH', new RegExp(`/users/${attendant._id}$`))).toHaveLength(1));
    expect(await requests('PATCH', /.*/)[0]!.json()).toEqual({ role: 'admin' });
  });

  it('when an invitee has not signed in yet, then only their card offers the invitation again, and it is sent at once', async () => {
    vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const list = await openStaff();
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).queryByRole('button', { name: /invitation/ })).toBeNull();
    expect(second!.textContent).toContain('The link in the mail works for 48 hours.');

    await user.click(within(second!).getByRole('button', { name: 'Send the invitation to Mitu Akter again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(`Invitation sent to ${invitee.email}.`, expect.anything()),
    );
    const posts = requests('POST', new RegExp(`/users/${invitee._id}/invitation$`));
    expect(posts).toHaveLength(1);
  });
});

describe('staff accounts in Bangla', () => {
  it('when the admin switches to Bangla, then the list, cards and invite dialog read in Bangla, and back', async () => {
    const user = userEvent.setup();
    await openStaff();
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'স্টাফ' })).toBeTruthy();
    const rafiq = screen.getByRole('article', { name: 'Rafiq Islam' });
    expect(within(rafiq).getByText('অ্যাটেনডেন্ট', { selector: 'span' })).toBeTruthy();
    expect(within(rafiq).getByRole('combobox', { name: 'Rafiq Islam-এর ভূমিকা' })).toBeTruthy();
    expect(within(rafiq).getByText('চালু')).toBeTruthy();
    expect(within(rafiq).getByRole('button', { name: 'Rafiq Islam-এর অ্যাকাউন্ট বন্ধ করুন' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Mitu Akter' })).getByText('আমন্ত্রিত')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'আমন্ত্রণ' }));
    const dialog = screen.getByRole('dialog', { name: 'স্টাফকে আমন্ত্রণ জানান' });
    expect(within(dialog).getByRole('button', { name: 'আমন্ত্রণ পাঠান' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Rafiq Islam' })).getByText('Attendant', { selector: 'span' }),
    ).toBeTruthy();
  });
});
