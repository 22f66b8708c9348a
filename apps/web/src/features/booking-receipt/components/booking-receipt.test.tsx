import { screen } from '@testing-library/react';
import type { PatientAppointment } from '@hospital/contract/appointments';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePatientAppointment } from '@/test/factories';
import { renderWithStore } from '@/test/render';
import { BookingReceipt } from './booking-receipt';

// The doctor's chamber starts at 10:00 in Dhaka: the room opens at 09:45.
const TODAY = '2026-11-28';
const at = (dhakaTime: string) => vi.setSystemTime(new Date(`${TODAY}T${dhakaTime}:00+06:00`));

const booking = (overrides: Partial<PatientAppointment> = {}) =>
  makePatientAppointment({
    _id: 'a00000000000000000000077',
    selectedDate: TODAY,
    status: 'pending',
    consultationMethod: 'video',
    chamberHours: { start: '10:00', end: '13:00' },
    ...overrides,
  });

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
