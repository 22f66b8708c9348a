import type { PatientAppointment } from '@hospital/contract/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoctorDetail, makePatientAppointment } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';
import { jsonResponse } from '@/test/tokens';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

let appointments: PatientAppointment[];
let posts: Array<{ path: string; body: unknown }>;
let refuseWith: string | null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  refuseWith = null;
  posts = [];
  appointments = [
    makePatientAppointment({
      _id: 'a00000000000000000000001',
      selectedDate: '2026-11-24',
      status: 'pending',
      serialNo: 5,
    }),
  ];
  const doctorId = appointments[0]!.doctor._id;
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/appointment/current-user') return ok(appointments);
    if (path === '/appointment/live') return ok([]);
    if (path === `/doctors/single-doctor/${doctorId}`)
      return ok(makeDoctorDetail({ _id: doctorId, availableDates: ['2026-11-24', '2026-11-26', '2026-11-28'] }));
    if (request.method === 'POST') {
      const body = await request.clone().json();
      posts.push({ path, body });
      if (refuseWith)
        return jsonResponse(409, { success: false, statusCode: 409, message: refuseWith, errorSources: [] });
      if (path.endsWith('/cancel-by-patient')) {
        appointments = [{ ...appointments[0]!, status: 'cancelled' }];
        return ok(appointments[0], 'Appointment cancelled.');
      }
      if (path.endsWith('/reschedule')) {
        appointments = [
          { ...appointments[0]!, selectedDate: (body as { selectedDate: string }).selectedDate, serialNo: 3 },
        ];
        return ok(appointments[0], 'Appointment moved. Your new serial number is 3.');
      }
    }
    return ok([]);
  });
});
afterEach(() => vi.useRealTimers());

const card = async () => (await screen.findAllByRole('article'))[0]!;

describe('a patient manages their own booking', () => {
  it('when Change date is chosen, then the doctor’s other dates are offered and the move is sent with the API’s sentence', async () => {
    const user = userEvent.setup();
    renderAppAs('patient', '/patient/');
    await user.click(within(await card()).getByRole('button', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose another date' });
    await within(dialog).findByRole('button', { name: /26th Nov, 2026/ });
    // The booking's own date is not offered.
    expect(within(dialog).queryByRole('button', { name: /24th Nov, 2026/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move to this date' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a date.');
    await user.click(within(dialog).getByRole('button', { name: /26th Nov, 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to this date' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { path: '/appointment/a00000000000000000000001/reschedule', body: { selectedDate: '2026-11-26' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Appointment moved. Your new serial number is 3.', expect.anything());
  });

  it('when cancelling with too short a reason, then the spec’s message shows and nothing is sent; a reason cancels it', async () => {
    const user = userEvent.setup();
    renderAppAs('patient', '/patient/');
    await user.click(within(await card()).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Description should be 8 charecter long.', expect.anything()),
    );
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), ' and cannot come');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      {
        path: '/appointment/a00000000000000000000001/cancel-by-patient',
        body: { cancellationReason: 'Ill and cannot come' },
      },
    ]);
    // Cancelled: no more actions on the card.
    await waitFor(async () =>
      expect(within(await card()).queryByRole('button', { name: 'Cancel booking' })).toBeNull(),
    );
  });

  it('when the API refuses (too late), then its sentence is shown and the dialog stays', async () => {
    const user = userEvent.setup();
    refuseWith =
      'Appointments can be cancelled or moved up to 2 hours before the chamber starts. Please call the hospital.';
    renderAppAs('patient', '/patient/');
    await user.click(within(await card()).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Cannot come today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refuseWith, expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeTruthy();
  });
});
