// How the shell follows the site's runtime settings: demo mode and whether payments are taken online.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refused, stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const DEMO_NOTE = 'Demo site: bookings are examples and payments are simulated; no money moves.';
const TEST_PAYMENT_NOTE =
  'Test payment: online payments on this site are simulated and no money moves; fees are paid at the hospital.';

// The API answers nothing: the shell and the terms page show without it.
beforeEach(() => {
  stubFetch(() => refused(404, 'Not found'));
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
    setRuntimeSettings({ mode: 'production', payments: 'sslcommerz' });
    renderApp('/terms-and-condition');

    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Demo site/)).toBeNull();
  });
});

// Production with the sandbox gateway (allowed by ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION, docs/deploy.md): no payment
// takes money, so every page says so, or a patient could believe a simulated payment settled the fee.
describe('test payment banner', () => {
  it('when production runs the sandbox gateway, then every page carries the test payment note', async () => {
    setRuntimeSettings({ mode: 'production', payments: 'sandbox' });
    for (const page of ['/terms-and-condition', '/privacy-policy', '/refund-policy']) {
      const { unmount } = renderApp(page);
      const note = await screen.findByRole('note');
      expect(note.textContent).toBe(TEST_PAYMENT_NOTE);
      expect(screen.getByRole('navigation', { name: 'Main' }).contains(note)).toBe(false);
      unmount();
    }
  });

  it('when the demo runs the sandbox gateway, then only the demo note shows (it already says payments are simulated)', async () => {
    setRuntimeSettings({ mode: 'demo', payments: 'sandbox' });
    renderApp('/terms-and-condition');
    expect((await screen.findByRole('note')).textContent).toBe(DEMO_NOTE);
    expect(screen.queryByText(/Test payment:/)).toBeNull();
  });
});

// PAYMENT_GATEWAY=none (docs/deploy.md): the hospital takes no payment online, and no page may suggest it does.
describe('when online payment is off', () => {
  it('then the footer shows no card or wallet badges but says fees are paid at the hospital, and the terms say the same', async () => {
    setRuntimeSettings({ payments: 'none' });
    renderApp('/terms-and-condition');
    expect(await screen.findByText('Fees are paid at the hospital.')).toBeTruthy();
    expect(screen.queryByText('Pay with')).toBeNull();
    expect(screen.queryByRole('img', { name: 'bKash' })).toBeNull();
    expect(screen.getByText(/You pay at the hospital before your consultation starts/)).toBeTruthy();
    expect(screen.queryByText(/You can pay online/)).toBeNull();
  });

  it('then, with a gateway, the footer offers the badges and the terms describe paying online', async () => {
    setRuntimeSettings({ payments: 'sslcommerz' });
    renderApp('/terms-and-condition');
    expect(await screen.findByText('Pay with')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'bKash' })).toBeTruthy();
    expect(screen.getByText(/You can pay online/)).toBeTruthy();
  });
});
