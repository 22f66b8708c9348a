import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { jsonResponse } from '@/test/tokens';
import { renderAtDesk } from '../testing/render-at-desk';
import { CheckInButton } from './check-in-button';

const GOOD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
let sent: unknown[];

beforeEach(() => {
  sent = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/appointment/check-in') {
      const body = (await request.clone().json()) as { code: string };
      sent.push(body);
      if (body.code !== GOOD) {
        return jsonResponse(400, {
          success: false,
          statusCode: 400,
          message: 'This code is not an appointment code of this hospital.',
          errorSources: [],
        });
      }
      const appointment = makeDeskAppointment({ serialNo: 17, arrivedAt: '2026-11-22T11:00:00.000Z' });
      return ok({ appointment, alreadyArrived: false }, 'Checked in: serial 17.');
    }
    return ok([]);
  });
});

const renderButton = () => renderAtDesk(<CheckInButton />);

describe('the desk’s Check in', () => {
  it('when there is no camera, then it says so and a typed code checks the patient in and shows the appointment', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in a patient' });
    expect(await screen.findByText('The camera is not available here. Type the code instead.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Appointment code' }), ` ${GOOD} `);
    await user.click(dialog.querySelector('form button[type="submit"]')!);
    expect(await screen.findByText('Checked in: serial 17.')).toBeTruthy();
    expect(screen.getByText('Sadia Islam')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    expect(sent).toEqual([{ code: GOOD }]);
  });

  it('when the code is forged, then the API’s sentence shows under the field and the dialog stays', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in a patient' });
    await user.type(screen.getByRole('textbox', { name: 'Appointment code' }), 'FORGEDFORGEDFORGED');
    await user.click(dialog.querySelector('form button[type="submit"]')!);
    expect(await screen.findByText('This code is not an appointment code of this hospital.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Checked in/)).toBeNull());
  });
});
