import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuditEntry } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const newest = makeAuditEntry({
  at: '2026-01-10T12:03:00.000Z',
  action: 'doctor.update',
  target: { type: 'doctor', _id: 'd00000000000000000000001', label: 'Dr. Tanvir Ahmed' },
  changes: { consultationFee: { before: 800, after: 1000 }, degrees: { before: ['MBBS'], after: ['MBBS', 'FCPS'] } },
});
const firstPage = [newest, ...Array.from({ length: 49 }, () => makeAuditEntry({ action: 'leave.add', changes: {} }))];
const secondPage = [
  makeAuditEntry({
    action: 'user.invite',
    actor: { name: 'Abdul Karim', role: 'admin' },
    target: { type: 'user', _id: 'c1', label: 'Mitu Akter' },
  }),
];

let fetchMock: ReturnType<typeof stubFetch>;
const auditRequests = () =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname.endsWith('/audit'));

beforeEach(() => {
  fetchMock = stubFetch((request) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/audit')) return ok([]);
    if (url.searchParams.get('action') === 'user.invite') return ok(secondPage);
    return ok(url.searchParams.has('before') ? secondPage : firstPage);
  });
});

describe('audit trail', () => {
  it('when it opens, then each entry shows the Dhaka time, who, the action in words, the target and each change', async () => {
    renderAppAs('admin', '/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading').textContent).toBe('Doctor details changed: Dr. Tanvir Ahmed');
    expect(first.querySelector('time')?.textContent).toBe('10 Jan 2026, 6:03 PM');
    expect(first.textContent).toContain('By Nasrin Sultana (Admin)');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['consultationFee: 800 → 1000', 'degrees: MBBS → MBBS, FCPS']);
    expect(Object.fromEntries(auditRequests()[0]!.searchParams)).toEqual({ limit: '50' });
  });

  it('when Load more is pressed, then the next page is asked for before the last entry shown, and added below', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getAllByRole('article')).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(51));
    expect(Object.fromEntries(auditRequests().at(-1)!.searchParams)).toEqual({
      limit: '50',
      before: firstPage.at(-1)!._id,
    });
    expect(within(list).getAllByRole('article')[50]!.textContent).toContain('Staff member invited: Mitu Akter');
    // A page shorter than 50 is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('when an action is chosen, then only that action is asked for', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/audit');
    await screen.findByRole('list', { name: 'Audit entries' });
    await user.selectOptions(screen.getByLabelText('Action'), 'user.invite');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(Object.fromEntries(auditRequests().at(-1)!.searchParams)).toEqual({ limit: '50', action: 'user.invite' });
    expect(screen.getByRole('option', { name: 'Staff member invited' })).toBeTruthy();
  });
});
