import { screen } from '@testing-library/react';
import type { PatientAppointment } from '@hospital/contract/appointments';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render';
import { atDhaka as at, fakeDateInEachTest, videoBooking as booking } from '@/test/video-room-day';
import { BookingReceipt } from './booking-receipt';

fakeDateInEachTest();

const renderReceiptAt = (dhakaTime: string, consultationMethod: PatientAppointment['consultationMethod']) => {
  at(dhakaTime);
  renderInRouter(<BookingReceipt appointment={booking({ consultationMethod })} />);
};

describe('the confirmation page of a remote consultation', () => {
  it('when the room is open, then the receipt carries "Join consultation"; for a hospital visit it does not', () => {
    renderReceiptAt('09:50', 'chat');
    expect(screen.getByRole('link', { name: 'Join consultation' }).getAttribute('href')).toBe(
      '/consultation/a00000000000000000000077',
    );
  });

  it('when the booking is a hospital visit, then the receipt has no room link', () => {
    renderReceiptAt('09:50', 'hospital visit');
    expect(screen.queryByRole('link', { name: 'Join consultation' })).toBeNull();
  });
});
