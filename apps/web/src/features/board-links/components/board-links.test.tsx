import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardLink } from '@hospital/contract/queue';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoctor } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const tanvir = makeDoctor({ _id: 'd00000000000000000000001', title: 'Dr.', fullName: 'Tanvir Ahmed' });
const karim = makeDoctor({ _id: 'd00000000000000000000002', title: 'Prof. Dr.', fullName: 'Abdul Karim' });
const link = (overrides: Partial<BoardLink> = {}): BoardLink => ({
  _id: 'b00000000000000000000001',
  label: 'Ground floor waiting room',
  doctors: [{ _id: tanvir._id, title: 'Dr.', fullName: 'Tanvir Ahmed' }],
  token: 'tok-1',
  path: '/board/tok-1',
  createdAt: '2026-11-22T04:00:00.000Z',
  createdBy: { name: 'Admin One' },
  revokedAt: null,
  ...overrides,
});

let links: BoardLink[];
let fetchMock: ReturnType<typeof stubFetch>;
const writes = () =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => request.method !== 'GET')
      .map(async (request) => ({
        method: request.method,
        path: new URL(request.url).pathname,
        body: request.method === 'POST' ? await request.clone().json() : undefined,
      })),
  );

beforeEach(() => {
  links = [link()];
  vi.spyOn(toast, 'success');
  fetchMock = stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/doctors/consultants') return ok([tanvir, karim]);
    if (path === '/boards' && request.method === 'GET') return ok(links);
    if (path === '/boards' && request.method === 'POST') {
      const body = (await request.clone().json()) as { label: string };
      const created = link({
        _id: 'b00000000000000000000002',
        label: body.label,
        token: 'tok-2',
        path: '/board/tok-2',
      });
      links = [created, ...links];
      return ok(created, 'Board link created.', 201);
    }
    if (path.startsWith('/boards/') && request.method === 'DELETE') {
      links = links.map((item) =>
        path.endsWith(item._id) ? { ...item, revokedAt: '2026-11-22T06:00:00.000Z' } : item,
      );
      return ok(links[0], 'Board link revoked.');
    }
    return ok([]);
  });
});

describe('waiting-room board links', () => {
  it('when the admin opens the page, then each link shows its full board address to copy', async () => {
    renderAppAs('admin', '/admin/boards');
    const address = await screen.findByRole('textbox', { name: 'Link of Ground floor waiting room' });
    expect((address as HTMLInputElement).value).toBe(`${location.origin}/board/tok-1`);
    expect(screen.getByRole('link', { name: 'Open board' }).getAttribute('href')).toBe('/board/tok-1');
  });

  it('when no doctor is chosen, then the contract’s message shows and nothing is sent; with one, the link is created', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/boards');
    await screen.findByRole('textbox', { name: 'Link of Ground floor waiting room' });
    await user.type(screen.getByRole('textbox', { name: 'Board name' }), 'First floor');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Choose at least one doctor for the board.')).toBeTruthy();
    expect(await writes()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Prof. Dr. Abdul Karim' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Link of First floor' })).toBeTruthy());
    expect(await writes()).toEqual([
      { method: 'POST', path: '/api/v1/boards', body: { label: 'First floor', doctorIds: [karim._id] } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Board link created.', expect.anything());
  });

  it('when Revoke is confirmed, then the link is revoked and no longer offered', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/boards');
    await screen.findByRole('textbox', { name: 'Link of Ground floor waiting room' });
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Link of Ground floor waiting room' })).toBeNull(),
    );
    const item = screen.getByRole('heading', { name: 'Ground floor waiting room' }).closest('li')!;
    expect(within(item).getByText(/^Revoked/)).toBeTruthy();
    expect((await writes())[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/boards/b00000000000000000000001' });
  });

  it('when an admin opens the doctors page, then it links to the boards', async () => {
    renderAppAs('admin', '/admin/doctors');
    expect((await screen.findByRole('link', { name: 'Waiting-room boards' })).getAttribute('href')).toBe(
      '/admin/boards',
    );
  });
});
