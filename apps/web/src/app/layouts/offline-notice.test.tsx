import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MS, OfflineNotice } from './offline-notice';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline notice', () => {
  it('when the connection is there, then nothing is said', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when the connection drops, then the page says plainly that it is offline and what still works', () => {
    render(<OfflineNotice />);
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Pages you have opened before still work. New information cannot load, and nothing you send can reach us, until you are back online.',
    );
  });

  it('when the connection comes back, then it says so for a moment and then goes quiet', () => {
    vi.useFakeTimers();
    render(<OfflineNotice />);
    goOffline();
    goOnline();
    expect(screen.getByRole('status').textContent).toBe('You are back online.');
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when a page is opened without a connection (from the service worker), then the notice shows at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });
});
