import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { jsonResponse } from '@/test/tokens';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

beforeEach(() => {
  stubFetch(() => jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] }));
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
