import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@hospital/contract/lists';
import type { SlotRequest } from '@hospital/contract/slot-requests';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';

const request = (id: string, overrides: Partial<SlotRequest>): SlotRequest => ({
  _id: id.repeat(24),
  name: 'Baby of Rina Akter',
  age: 1,
  contact: '01755667788',
  station: 'Shishu Hospital',
  department: 'NICU',
  status: 'pending',
  bookedBy: { name: 'Jahid Hasan' },
  createdAt: new Date().toISOString(),
  ...overrides,
});

let pending: SlotRequest[];
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  pending = [
    request('a', {}),
    request('b', { name: 'Sadia Islam', age: 27, station: null, department: 'OPD', bookedBy: { name: 'Sadia Islam' } }),
  ];
  fetchMock = vi.fn(async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname.endsWith('/marketer/get-slot-requests'))
      return ok(pending, 'Slot requests retrieved successfully.');
    if (url.pathname.endsWith('-slot-request') && req.method === 'PATCH') {
      const { requestId } = (await req.clone().json()) as { requestId: string };
      const decision = url.pathname.includes('approve') ? 'approved' : 'rejected';
      pending = pending.filter((item) => item._id !== requestId);
      return ok(request(requestId[0]!, { status: decision }), `Slot request ${decision}.`);
    }
    if (url.pathname.endsWith('/auth/logout')) return ok(null, 'Logged out.');
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'error');
});

const renderAs = (role: Role) => renderAppAs(role, '/admin/manage-slot-request');

describe('manage slot requests', () => {
  it.each<Role>(['attendant', 'marketer', 'patient'])(
    'when a %s opens the page, then "Unauthorized request." is toasted, the session ends and they land on /',
    async (role) => {
      const { router, store } = renderAs(role);

      await waitFor(() => expect(store.getState().auth.user).toBeNull());
      // The router commits the new location once the home page's lazy module has loaded.
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.state).toBeNull();
      expect(toast.error).toHaveBeenCalledWith('Unauthorized request.', expect.anything());
      expect(fetchMock.mock.calls.filter(([r]) => r.url.endsWith('/auth/logout'))).toHaveLength(1);
      expect(fetchMock.mock.calls.some(([r]) => r.url.includes('get-slot-requests'))).toBe(false);
    },
  );

  it('when a patient opens the page in Bangla, then the refusal is toasted in Bangla and they land on /', async () => {
    const { router } = await renderAppInBanglaAs('patient', '/admin/manage-slot-request');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.error).toHaveBeenCalledWith('এই পেজ খোলার অনুমতি আপনার নেই।', expect.anything());
  });

  it('when an admin opens the page, then the pending requests of 5 days show as cards', async () => {
    renderAs('admin');
    const card = await screen.findByRole('article', { name: /Baby of Rina Akter/ }, { timeout: 3000 });
    expect(within(card).getByText('Shishu Hospital')).toBeTruthy();
    expect(within(card).getByText('Jahid Hasan')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '01755667788' }).getAttribute('href')).toBe('tel:+8801755667788');
    const noStation = screen.getByRole('article', { name: /Sadia Islam/ });
    expect(within(noStation).getByText('No Station Detected')).toBeTruthy();

    const list = fetchMock.mock.calls
      .map(([r]) => new URL(r.url))
      .find((url) => url.pathname.endsWith('get-slot-requests'))!;
    expect(Object.fromEntries(list.searchParams)).toEqual({ days: '5', status: 'pending' });
    expect(document.title).toBe('Manage Slot Requests | Nirmoy Specialized Hospital');
  });

  it.each([
    ['Approve', 'approve-slot-request'],
    ['Reject', 'reject-slot-request'],
  ])('when the admin presses %s, then the request id is sent and the card leaves the list', async (button, path) => {
    const user = userEvent.setup();
    renderAs('admin');
    await user.click(await screen.findByRole('button', { name: `${button} Sadia Islam` }, { timeout: 3000 }));

    await waitFor(() => expect(screen.queryByRole('article', { name: /Sadia Islam/ })).toBeNull());
    const call = fetchMock.mock.calls.map(([r]) => r).find((r) => r.url.endsWith(path))!;
    expect(await call.json()).toEqual({ requestId: 'b'.repeat(24) });
    expect(screen.getByRole('article', { name: /Baby of Rina Akter/ })).toBeTruthy();
  });
});
