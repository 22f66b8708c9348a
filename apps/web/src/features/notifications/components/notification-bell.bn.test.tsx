import type { Notification } from '@hospital/contract/notifications';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok } from '@/test/http';
import { renderAppAsThenBangla } from '@/test/render';

const unread: Notification[] = [
  {
    _id: '1'.padStart(24, '0'),
    message: 'New callback request from Shapla Akter.',
    createdAt: new Date().toISOString(),
    link: null,
  },
  {
    _id: '2'.padStart(24, '0'),
    message: 'New callback request from Rina.',
    createdAt: new Date().toISOString(),
    link: null,
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/notification/stream')
      return new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } });
    if (path === '/notification') return ok(unread);
    return ok([]);
  });
});

describe('the notifications bell in Bangla', () => {
  it('when staff open the bell in Bangla, then its name, the panel and Mark as read are Bangla, messages as sent, and back', async () => {
    const { user } = await renderAppAsThenBangla('attendant', '/privacy-policy', () =>
      screen.findByRole('button', { name: '2 unread notifications' }),
    );

    await user.click(screen.getByRole('button', { name: '২টি না-পড়া নোটিফিকেশন' }));
    const panel = screen.getByRole('dialog', { name: 'নোটিফিকেশন' });
    expect(within(panel).getByText('New callback request from Shapla Akter.')).toBeTruthy();
    expect(within(panel).getAllByRole('button', { name: 'পড়া হয়েছে' })).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'নোটিফিকেশন বন্ধ করুন' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });
});
