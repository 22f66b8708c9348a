import { render, screen, within } from '@testing-library/react';
import type { Appointment } from '@hospital/contract/appointments';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { waitingRoom } from '@/test/video-room-day';
import type { DeskRole } from '../types';
import { AppointmentCard } from './appointment-card';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const TODAY = '2026-11-22';
const waiting = waitingRoom(TODAY);

function renderCard(role: DeskRole, overrides: Partial<Appointment> = {}) {
  const appointment = makeDeskAppointment({ consultationMethod: 'video', selectedDate: TODAY, ...overrides });
  render(
    <MemoryRouter>
      <AppointmentCard appointment={appointment} role={role} onMarkDone={vi.fn()} onOpen={vi.fn()} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article');
  return { card, appointment };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:15:00+06:00`));
});

afterEach(() => vi.useRealTimers());

describe("the room on the desk's and the doctor's card", () => {
  it('when the patient waits in the room, then the doctor gets "Start consultation" to the room and both see since when', () => {
    const { card, appointment } = renderCard('doctor', { consultation: waiting });
    expect(within(card).getByRole('link', { name: 'Start consultation' }).getAttribute('href')).toBe(
      `/consultation/${appointment._id}`,
    );
    expect(within(card).getByText('Waiting in room since 10:05 AM')).toBeTruthy();
  });

  it('when no one waits yet or the call is on, then the doctor gets "Open room"', () => {
    const before = renderCard('doctor', { consultationMethod: 'chat' });
    expect(within(before.card).getByRole('link', { name: 'Open room' })).toBeTruthy();
    before.card.parentElement!.remove();
    const live = renderCard('doctor', {
      consultationMethod: 'audio',
      consultation: { ...waiting, state: 'live', startedAt: `${TODAY}T04:08:00.000Z`, minutes: 7 },
    });
    expect(within(live.card).getByRole('link', { name: 'Open room' })).toBeTruthy();
    expect(within(live.card).getByText('In consultation, 7 min')).toBeTruthy();
  });

  it('when the visit is at the hospital, on another day, cancelled or done, then the doctor has no room link', () => {
    for (const overrides of [
      { consultationMethod: 'hospital visit' },
      { selectedDate: '2026-11-23' },
      { status: 'cancelled' },
      { status: 'done' },
    ] as Partial<Appointment>[]) {
      const { card } = renderCard('doctor', overrides);
      expect(within(card).queryByRole('link', { name: /consultation|room/i }), JSON.stringify(overrides)).toBeNull();
      card.parentElement!.remove();
    }
  });

  it("when the desk sees a remote appointment, then it shows the room's state but no way into the room", () => {
    const { card } = renderCard('attendant', {
      consultation: { ...waiting, state: 'ended', endedAt: `${TODAY}T04:30:00.000Z`, minutes: 18 },
    });
    expect(within(card).getByText('Consultation ended, 18 min')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
