import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '@/test/render';
import { atDhaka as at, videoBooking as booking } from '@/test/video-room-day';
import { BookingReceipt } from './booking-receipt';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the confirmation page of a remote consultation', () => {
  it('when the room is open, then the receipt carries "Join consultation"; for a hospital visit it does not', () => {
    at('09:50');
    renderWithStore(
      <MemoryRouter>
        <BookingReceipt appointment={booking({ consultationMethod: 'chat' })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Join consultation' }).getAttribute('href')).toBe(
      '/consultation/a00000000000000000000077',
    );
  });

  it('when the booking is a hospital visit, then the receipt has no room link', () => {
    at('09:50');
    renderWithStore(
      <MemoryRouter>
        <BookingReceipt appointment={booking({ consultationMethod: 'hospital visit' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Join consultation' })).toBeNull();
  });
});
