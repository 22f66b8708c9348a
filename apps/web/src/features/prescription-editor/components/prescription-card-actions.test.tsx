import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Appointment } from '@hospital/contract/appointments';
import { describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { ok, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderWithStore } from '@/test/render';
import { makePrescription, PRESCRIPTION_ID } from '../testing/prescription-server';
import { canWritePrescription } from '../lib/writable';
import { PrescriptionCardActions } from './prescription-card-actions';

function renderActions(appointment = makeDeskAppointment({ status: 'done' }), others: Appointment[] = []) {
  const onPrintBlank = vi.fn();
  const cards = [appointment, ...others].map((shown) => (
    <PrescriptionCardActions key={shown._id} appointment={shown} onPrintBlank={onPrintBlank} />
  ));
  const router = createMemoryRouter(
    [
      { path: '/doctor', element: cards },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/doctor'] },
  );
  renderWithStore(<RouterProvider router={router} />);
  return { router, onPrintBlank, appointment };
}

describe('prescription actions on the doctor card', () => {
  it('when a done visit has no prescription yet, then Write Prescription opens the editor and the blank sheet still prints', async () => {
    stubFetch(() => ok([]));
    const user = userEvent.setup();
    const { onPrintBlank, appointment } = renderActions();
    const write = await screen.findByRole('link', { name: 'Write Prescription' });
    expect(write.getAttribute('href')).toBe(`/doctor/prescription/${appointment._id}`);
    await user.click(screen.getByRole('button', { name: 'Print blank sheet' }));
    expect(onPrintBlank).toHaveBeenCalled();
  });

  it('when the visit has a signed prescription, then the card opens it, and a new version asks what it corrects', async () => {
    const shown = makeDeskAppointment({ status: 'done' });
    const fetchMock = stubFetch((request) =>
      request.method === 'POST'
        ? ok(makePrescription({ _id: 'b00000000000000000000043', version: 2 }), 'New version opened.', 201)
        : ok([{ appointmentId: shown._id, _id: PRESCRIPTION_ID, status: 'signed' }]),
    );
    const user = userEvent.setup();
    const { router, appointment } = renderActions(shown);
    const open = await screen.findByRole('link', { name: 'Prescription' });
    expect(open.getAttribute('href')).toBe(`/prescriptions/${PRESCRIPTION_ID}`);

    await user.click(screen.getByRole('button', { name: 'Write new version' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a new version' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the new version' }));
    expect(within(dialog).getByText('Say what this version corrects, in 3 to 300 characters.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', /\/versions$/)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What it corrects'), 'Dose of Napa');
    await user.click(within(dialog).getByRole('button', { name: 'Open the new version' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/doctor/prescription/${appointment._id}`));
    const [post] = requestsTo(fetchMock, 'POST', new RegExp(`/prescriptions/${PRESCRIPTION_ID}/versions$`));
    expect(await sentBody(post!)).toEqual({ correction: 'Dose of Napa' });
  });

  it("when the day list shows several visits, then one request reads the day's prescriptions and each card shows its own", async () => {
    const [signedVisit, draftVisit, blankVisit] = ['a1', 'a2', 'a3'].map((n) =>
      makeDeskAppointment({ _id: `${n}0000000000000000000001`, status: 'done' }),
    );
    const fetchMock = stubFetch(() =>
      ok([
        { appointmentId: signedVisit!._id, _id: PRESCRIPTION_ID, status: 'signed' },
        { appointmentId: draftVisit!._id, _id: 'b00000000000000000000044', status: 'draft' },
      ]),
    );
    renderActions(signedVisit, [draftVisit!, blankVisit!]);
    await screen.findByRole('link', { name: 'Prescription' });
    expect(screen.getByRole('link', { name: 'Continue prescription' }).getAttribute('href')).toBe(
      `/doctor/prescription/${draftVisit!._id}`,
    );
    expect(screen.getByRole('link', { name: 'Write Prescription' }).getAttribute('href')).toBe(
      `/doctor/prescription/${blankVisit!._id}`,
    );
    const reads = requestsTo(fetchMock, 'GET', /\/prescriptions\/day$/);
    expect(reads).toHaveLength(1);
    expect(new URL(reads[0]!.url).searchParams.get('date')).toBe(signedVisit!.selectedDate);
  });

  it('when a visit is not being seen yet, then there is nothing to write', () => {
    stubFetch(() => ok(null));
    renderActions(makeDeskAppointment({ status: 'pending', calledAt: null }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('which visits may have a prescription written', () => {
  const today = new Date('2026-11-22T06:00:00.000Z');
  const visit = (overrides: Partial<Parameters<typeof canWritePrescription>[0]>) =>
    canWritePrescription(
      {
        status: 'pending',
        selectedDate: '2026-11-22',
        consultationMethod: 'hospital visit',
        calledAt: null,
        consultation: null,
        ...overrides,
      },
      today,
    );

  it('when done, or called in today, or a remote call started or ended, then yes', () => {
    expect(visit({ status: 'done', selectedDate: '2026-11-01' })).toBe(true);
    expect(visit({ calledAt: '2026-11-22T05:50:00.000Z' })).toBe(true);
    expect(visit({ consultationMethod: 'video', consultation: { state: 'live' } as never })).toBe(true);
    expect(visit({ consultationMethod: 'video', consultation: { state: 'ended' } as never })).toBe(true);
  });

  it('when waiting, not called, another day or cancelled, then no', () => {
    expect(visit({})).toBe(false);
    expect(visit({ consultationMethod: 'video', consultation: { state: 'waiting' } as never })).toBe(false);
    expect(visit({ selectedDate: '2026-11-23', calledAt: '2026-11-22T05:50:00.000Z' })).toBe(false);
    expect(visit({ status: 'cancelled' })).toBe(false);
  });
});
