import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@/i18n/i18n';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { PaymentCancelled } from './payment-cancelled';
import { PaymentFailed } from './payment-failed';
import { PaymentSuccess } from './payment-success';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

function renderAt(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

/** The failed page's heading, its retry link to the patient's appointments and its way home, in the page's words. */
function expectFailedPage(words: { heading: string; retry: string; home: string }) {
  expect(screen.getByRole('heading', { name: words.heading })).toBeTruthy();
  expect(screen.getByRole('link', { name: words.retry }).getAttribute('href')).toBe('/patient/');
  expect(screen.getByRole('link', { name: words.home })).toBeTruthy();
}

describe('payment result pages (docs/product-spec.md §2)', () => {
  it('when a payment succeeded, then the page says so with the transaction id and Go Home', () => {
    renderAt(<PaymentSuccess transactionId="SBX-123" />);
    expect(screen.getByRole('heading', { name: 'Successfully Paid' })).toBeTruthy();
    expect(screen.getByText('SBX-123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('when a payment failed, then the page offers a retry from the appointments page', () => {
    renderAt(<PaymentFailed transactionId="SBX-456" />);
    expectFailedPage({ heading: 'Payment Failed!', retry: 'Try again from your appointments', home: 'Go Home' });
    expect(screen.getByText('SBX-456')).toBeTruthy();
  });

  it('when the hospital no longer takes online payments, then a failed payment sends the patient to pay at the hospital', () => {
    setRuntimeSettings({ payments: 'none' });
    renderAt(<PaymentFailed transactionId="SBX-456" />);
    expect(screen.queryByRole('link', { name: 'Try again from your appointments' })).toBeNull();
    expect(screen.getByText('Please pay the fee at the hospital.')).toBeTruthy();
  });

  it('when the payment was cancelled, then the spec sentences show', () => {
    renderAt(<PaymentCancelled />);
    expect(screen.getByRole('heading', { name: 'We Stopped The Process!' })).toBeTruthy();
    expect(screen.getByText('If you have any confusion, please feel free to contact us.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });
});

describe('test payments on the payment result pages', () => {
  const pages = [
    ['success', <PaymentSuccess key="success" transactionId="SBX-1" />],
    ['failed', <PaymentFailed key="failed" transactionId="SBX-2" />],
    ['cancelled', <PaymentCancelled key="cancelled" />],
  ] as const;

  it.each(pages)('when payments go through the sandbox, then the %s page says Test payment', (_name, page) => {
    setRuntimeSettings({ payments: 'sandbox' });
    renderAt(page);
    expect(screen.getByText('Test payment')).toBeTruthy();
  });

  it.each(pages)(
    'when payments go through SSLCommerz, then the %s page carries no Test payment label',
    (_name, page) => {
      setRuntimeSettings({ payments: 'sslcommerz' });
      renderAt(page);
      expect(screen.queryByText('Test payment')).toBeNull();
    },
  );
});

describe('payment result pages in Bangla', () => {
  it('when the patient reads Bangla, then the failed page says so in Bangla with the retry link, and English comes back after switching', async () => {
    await changeLanguage('bn');
    renderAt(<PaymentFailed transactionId="SBX-456" />);
    expectFailedPage({
      heading: 'পেমেন্ট হয়নি!',
      retry: 'আমার অ্যাপয়েন্টমেন্ট থেকে আবার চেষ্টা করুন',
      home: 'হোমে যান',
    });
    expect(screen.getByText('কোনো টাকা কাটা হয়নি। আপনার অ্যাপয়েন্টমেন্ট বহাল আছে।')).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Payment Failed!' })).toBeTruthy();
  });
});
