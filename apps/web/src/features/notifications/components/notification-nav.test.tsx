import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@hospital/contract/lists';
import type { Notification } from '@hospital/contract/notifications';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@hospital/contract/lists';
import { eventStream, ok } from '@/test/http';
import { renderApp, renderAppAs } from '@/test/render';

const notice = (id: string, message: string, link: string | null): Notification => ({
  _id: id.padStart(24, '0'),
  message,
  createdAt: new Date().toISOString(),
  link,
});

let unread: Notification[];
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let sendLive: (notification: Notification) => void;

/** A desk API: the unread list, marking read, and a live stream the test can write to. */
beforeEach(() => {
  unread = [
    notice('1', 'New emergency slot request for NICU (Shishu Hospital).', '/admin/manage-slot-request'),
    notice('2', 'New callback request from Shapla Akter.', '/attendant/callback-requests'),
  ];
  fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/notification/stream')
      return eventStream((send) => {
        sendLive = (notification) => {
          unread = [notification, ...unread];
          send('notification', notification);
        };
      });
    if (path === '/notification' && request.method === 'GET')
      return ok(unread, 'Notifications retrieved successfully.');
    if (path.startsWith('/notification/') && request.method === 'POST') {
      unread = unread.filter((item) => !path.endsWith(item._id));
      return ok(null, 'Notification marked as read.');
    }
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'loading');
  vi.spyOn(toast, 'success');
});

const renderAs = (role: Role, path = '/privacy-policy') => renderAppAs(role, path);

const bell = () => screen.findByRole('button', { name: /unread notification/ });

describe('notification bell', () => {
  it.each(ROLES.map((role) => [role, role === 'attendant' || role === 'admin' || role === 'pharmacist'] as const))(
    'when a %s is logged in, then the bell is shown: %s',
    async (role, shown) => {
      renderAs(role);
      await screen.findByRole('button', { name: 'Open menu' });
      expect(screen.queryByRole('button', { name: /unread notification/ }) !== null).toBe(shown);
      const streamed = fetchMock.mock.calls.some(([request]) => request.url.endsWith('/notification/stream'));
      expect(streamed).toBe(shown);
    },
  );

  it('when nobody is logged in, then there is no bell and nothing is fetched for it', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: /unread notification/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/notification'))).toBe(false);
  });

  it('when the notifications are loading the first time, then a skeleton navigation bar shows instead', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const serveDesk = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request) => {
      if (request.method === 'GET' && request.url.endsWith('/notification')) await answered;
      return serveDesk(request);
    });
    renderAs('attendant');

    expect(await screen.findByText('Loading navigation')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    answer();
    expect(await bell()).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Loading navigation')).toBeNull();
  });

  it('when a notification arrives on the stream, then the count rises without a reload', async () => {
    renderAs('attendant');
    expect((await bell()).getAttribute('aria-label')).toBe('2 unread notifications');

    sendLive(notice('3', 'Sadia Islam booked a video consultation for today.', '/attendant/'));

    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toBe('3 unread notifications'));
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
  });

  it('when an attendant opens the panel, then the admin-only notice has no link and the desk one has', async () => {
    const user = userEvent.setup();
    renderAs('attendant');
    await user.click(await bell());

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryByRole('link', { name: /emergency slot request/ })).toBeNull();
    expect(within(panel).getByText(/emergency slot request/)).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /callback request/ })
        .getAttribute('href'),
    ).toBe('/attendant/callback-requests');
    expect(within(panel).getAllByText('Today')).toHaveLength(2);
  });

  it('when an admin opens the panel, then the slot-request notice links to the admin page', async () => {
    const user = userEvent.setup();
    renderAs('admin');
    await user.click(await bell());

    const link = within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('link', {
      name: /emergency slot/,
    });
    expect(link.getAttribute('href')).toBe('/admin/manage-slot-request');
  });

  it('when the panel opens, then the list is fetched again', async () => {
    const user = userEvent.setup();
    renderAs('attendant');
    const button = await bell();
    const gets = () =>
      fetchMock.mock.calls.filter(([r]) => r.method === 'GET' && r.url.endsWith('/notification')).length;
    await waitFor(() => expect(gets()).toBeGreaterThanOrEqual(1));
    const before = gets();

    await user.click(button);
    await waitFor(() => expect(gets()).toBe(before + 1));
  });

  it('when one is marked read, then the loading toast gives way to the server message and the count drops', async () => {
    const user = userEvent.setup();
    renderAs('attendant');
    await user.click(await bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });

    await user.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]!);

    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toBe('1 unread notification'));
    expect(toast.loading).toHaveBeenCalledWith('Wait a sec...');
    expect(toast.success).toHaveBeenCalledWith(
      'Notification marked as read.',
      expect.objectContaining({ duration: 1000 }),
    );
    const post = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'POST')!;
    // Fastify rejects an empty body declared as JSON: no body, no content-type.
    expect(post.headers.get('content-type')).toBeNull();
    expect(await post.text()).toBe('');
  });

  it('when nothing is unread, then the panel says Nothing found.', async () => {
    unread = [];
    const user = userEvent.setup();
    renderAs('admin');
    await user.click(await bell());
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getByText('Nothing found.')).toBeTruthy();
  });

  it('when Escape is pressed or the page outside is clicked, then the panel closes', async () => {
    const user = userEvent.setup();
    renderAs('attendant');
    const button = await bell();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
