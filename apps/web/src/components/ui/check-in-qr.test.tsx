import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckInQr } from './check-in-qr';

describe('check-in QR', () => {
  it('when shown, then it draws the appointment’s code as a QR image with its caption', async () => {
    render(<CheckInQr code="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" />);
    const image = await screen.findByRole('img', { name: 'QR code of this appointment for checking in at the desk' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Show this QR code at the front desk when you arrive.')).toBeTruthy();
  });
});
