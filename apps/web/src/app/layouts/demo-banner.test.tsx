import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { jsonResponse } from '@/test/tokens';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const DEMO_NOTE = 'Demo site: bookings are examples and payments are simulated; no money moves.';

beforeEach(() => {
  stubFetch(() => jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] }));
});

describe('demo banner', () => {
  it('when the site runs in demo mode, then every page carries the demo note (a note, not a live region)', async () => {
    setRuntimeSettings({ mode: 'demo' });
    renderApp('/terms-and-condition');

    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(DEMO_NOTE);
    expect(note.getAttribute('aria-live')).toBeNull();
    // Below the top navigation, not inside it.
    expect(screen.getByRole('navigation', { name: 'Main' }).contains(note)).toBe(false);
  });

  it('when the site runs in production mode, then no demo note shows', async () => {
    setRuntimeSettings({ mode: 'production' });
    renderApp('/terms-and-condition');

    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Demo site/)).toBeNull();
  });
});
