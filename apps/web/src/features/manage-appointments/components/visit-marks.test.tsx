import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { KARIM, makeDirectory, makeDirectoryDoctor } from '../testing/make-directory-doctor';
import { renderDesk } from '../testing/render-desk';
import { stubDeskServer } from '../testing/desk-server';
import { AppointmentCard } from './appointment-card';
import { ManageAppointments } from './manage-appointments';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const handlers = { onMarkDone: vi.fn(), onOpen: vi.fn() };

describe('the desk card’s visit-day marks', () => {
  it('when the patient checked in, then a pending card says Arrived with the time; a done one does not', () => {
    const { rerender } = render(
      <AppointmentCard
        role="attendant"
        appointment={makeDeskAppointment({ arrivedAt: '2026-11-22T11:05:00.000Z' })}
        {...handlers}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Arrived')).toBeTruthy();
    expect(within(card).getByText('(Arrived 5:05 PM)')).toBeTruthy();
    rerender(
      <AppointmentCard
        role="attendant"
        appointment={makeDeskAppointment({ arrivedAt: '2026-11-22T11:05:00.000Z', status: 'done' })}
        {...handlers}
      />,
    );
    expect(screen.queryByText('Arrived')).toBeNull();
  });

  it('when an account holder booked for a family member, then the card says who booked it', () => {
    render(
      <AppointmentCard
        role="attendant"
        appointment={makeDeskAppointment({ bookedBy: { name: 'Rahima Akter' } })}
        {...handlers}
      />,
    );
    expect(screen.getByText('Booked by')).toBeTruthy();
    expect(screen.getByText('Rahima Akter')).toBeTruthy();
  });
});

describe('where the desk hosts the queue', () => {
  const karim = KARIM;
  const renderQueue = vi.fn((doctor: { doctorId: string; doctorName: string }) => <p>queue of {doctor.doctorName}</p>);
  const renderQueueDesk = (path?: string) =>
    renderDesk(
      <ManageAppointments
        role="attendant"
        title="Manage Appointments"
        directory={makeDirectory([makeDirectoryDoctor()])}
        onPrintDay={vi.fn()}
        renderQueue={renderQueue}
      />,
      'attendant',
      path,
    );

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    stubDeskServer({
      appointments: [makeDeskAppointment(), makeDeskAppointment({ doctor: karim })],
      patientsByContact: {},
      callLogs: [],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('when several doctors work today, then the desk is asked to choose one, and a chip shows that doctor’s queue', async () => {
    const user = userEvent.setup();
    renderQueueDesk();
    expect(await screen.findByText('Choose a doctor above to call their queue.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Prof. Dr. Abdul Karim/ }));
    expect(screen.getByText('queue of Prof. Dr. Abdul Karim')).toBeTruthy();
    expect(renderQueue).toHaveBeenLastCalledWith(
      { doctorId: karim._id, doctorName: 'Prof. Dr. Abdul Karim' },
      '2026-11-22',
    );
  });

  it('when another day is shown, then there is no queue: it runs only today', async () => {
    renderQueueDesk(`/attendant/?date=2026-11-23&doctor=${karim._id}`);
    await screen.findAllByRole('article');
    expect(screen.queryByText(/queue of/)).toBeNull();
    expect(screen.queryByText('Choose a doctor above to call their queue.')).toBeNull();
  });
});
