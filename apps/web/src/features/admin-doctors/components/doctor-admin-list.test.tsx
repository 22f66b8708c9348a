import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeManagedDoctor } from '@/test/factories';
import { ok, requestsTo, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const active = makeManagedDoctor({ fullName: 'Tanvir Ahmed', speciality: 'Medicine', consultationFee: 800 });
const inactive = makeManagedDoctor({ fullName: 'Selina Haque', speciality: 'Child', active: false });
let fetchMock: ReturnType<typeof stubFetch>;
const requests = (method: string, path: RegExp) => requestsTo(fetchMock, method, path);

beforeEach(() => {
  fetchMock = stubFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH') return ok({ ...active, active: false }, 'Doctor deactivated.');
    if (url.pathname.endsWith('/doctors/manage'))
      return ok(url.searchParams.get('search') === 'selina' ? [inactive] : [active, inactive]);
    if (request.method === 'PUT') return ok(active, 'Doctor updated.');
    return ok([]);
  });
});

describe('admin doctor list', () => {
  it('when it opens, then each doctor shows name, speciality and fee, and an inactive one says so', async () => {
    renderAppAs('admin', '/admin/doctors');
    const list = await screen.findByRole('list', { name: 'Doctors' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Dr. Tanvir Ahmed' }).getAttribute('href')).toBe(
      `/admin/doctors/${active._id}`,
    );
    expect(first!.textContent).toContain('Medicine');
    expect(first!.textContent).toContain('800');
    expect(within(first!).queryByText('Inactive')).toBeNull();
    expect(within(second!).getByText('Inactive')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Activate Dr. Selina Haque' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add doctor' }).getAttribute('href')).toBe('/admin/doctors/new');
  });

  it('when a search is typed and a status chosen, then the list is asked for them', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/doctors');
    await screen.findByRole('list', { name: 'Doctors' });
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    await user.type(screen.getByLabelText('Search doctors'), 'selina');
    await waitFor(() => expect(screen.queryByText('Dr. Tanvir Ahmed')).toBeNull());
    const last = new URL(requests('GET', /\/doctors\/manage$/).at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({ search: 'selina', status: 'inactive' });
  });

  it('when Deactivate is pressed, then nothing is sent until the admin confirms, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/doctors');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Dr. Tanvir Ahmed' }));

    let dialog = screen.getByRole('dialog', { name: 'Deactivate Dr. Tanvir Ahmed?' });
    expect(requests('PATCH', /.*/)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests('PATCH', /.*/)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Dr. Tanvir Ahmed' }));
    dialog = screen.getByRole('dialog', { name: 'Deactivate Dr. Tanvir Ahmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [patch] = requests('PATCH', new RegExp(`/doctors/${active._id}/status$`));
    expect(await patch!.json()).toEqual({ active: false });
  });

  it('when a doctor is edited, then the details are sent without the week, which its own editor saves', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', `/admin/doctors/${active._id}`);
    const fee = await screen.findByLabelText('Consultation fee (taka)');
    expect(screen.getByRole('region', { name: 'Weekly schedule' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Leave' })).toBeTruthy();
    await user.clear(fee);
    await user.type(fee, '900');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requests('PUT', new RegExp(`/doctors/${active._id}$`))).toHaveLength(1));
    const body = await requests('PUT', /.*/)[0]!.json();
    expect(body).toMatchObject({
      fullName: 'Tanvir Ahmed',
      consultationFee: 900,
      currentWorkDesignation: 'Consultant',
    });
    expect(body).not.toHaveProperty('schedule');
    expect(requests('POST', /\/photo$/)).toEqual([]);
  });

  it('when someone other than an admin opens the page, then they are told it is not for them and nothing is asked', async () => {
    renderAppAs('attendant', '/admin/doctors');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy();
    expect(requests('GET', /\/doctors\/manage$/)).toEqual([]);
  });
});
