import { screen, within } from '@testing-library/react';
import type { PatientAppointment } from '@hospital/contract/appointments';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderInRouter } from '@/test/render';
import {
  atDhaka as at,
  startedRoom,
  fakeDateInEachTest,
  waitingRoom,
  ROOM_DAY as TODAY,
  videoBooking as booking,
} from '@/test/video-room-day';
import { AppointmentCard } from './appointment-card';

function renderCard(appointment: PatientAppointment) {
  renderInRouter(<AppointmentCard appointment={appointment} onWriteFeedback={() => undefined} />);
  return screen.getByRole('article');
}

const joinLink = (card: HTMLElement) => within(card).queryByRole('link', { name: 'Join consultation' });

fakeDateInEachTest();

describe("the patient's card for a video, voice or chat consultation", () => {
  it('when it is 15 minutes or less before the chamber on the day, then "Join consultation" leads to the room', () => {
    at('09:45');
    for (const method of ['video', 'audio', 'chat'] as const) {
      const card = renderCard(booking({ consultationMethod: method }));
      expect(joinLink(card)?.getAttribute('href')).toBe('/consultation/a00000000000000000000077');
      card.parentElement!.remove();
    }
  });

  it('when it is earlier that day, then a quiet line says when the room opens and there is no link yet', () => {
    at('09:44');
    const card = renderCard(booking());
    expect(within(card).getByText('The room opens at 9:45 AM')).toBeTruthy();
    expect(joinLink(card)).toBeNull();
  });

  it('when the visit is at the hospital, on another day, cancelled or done, then there is no way into a room', () => {
    at('10:30');
    for (const appointment of [
      booking({ consultationMethod: 'hospital visit' }),
      booking({ selectedDate: '2026-11-29' }),
      booking({ selectedDate: '2026-11-27' }),
      booking({ status: 'cancelled' }),
      booking({ status: 'done' }),
    ]) {
      const card = renderCard(appointment);
      expect(joinLink(card), JSON.stringify(appointment)).toBeNull();
      expect(within(card).queryByText(/The room opens/)).toBeNull();
      card.parentElement!.remove();
    }
  });

  it("when the patient is in the room, then the card shows the room's state with its time or minutes", () => {
    at('10:20');
    const waiting = renderCard(booking({ consultation: waitingRoom() }));
    expect(within(waiting).getByText('Waiting in room since 10:05 AM')).toBeTruthy();
    expect(joinLink(waiting)).toBeTruthy();
    waiting.parentElement!.remove();

    const live = renderCard(booking({ consultation: startedRoom({ mode: 'audio', minutes: 10 }) }));
    expect(within(live).getByText('In consultation, 10 min')).toBeTruthy();
    live.parentElement!.remove();

    const ended = renderCard(
      booking({
        consultation: startedRoom({ state: 'ended', mode: 'chat', endedAt: `${TODAY}T04:28:00.000Z`, minutes: 18 }),
      }),
    );
    expect(within(ended).getByText('Consultation ended, 18 min')).toBeTruthy();
    expect(joinLink(ended)).toBeNull();
    expect(within(ended).getByRole('link', { name: 'Open room' })).toBeTruthy();
  });

  it('when the page is in Bangla, then the link and the opening time are Bangla', async () => {
    await changeLanguage('bn');
    at('09:00');
    const early = renderCard(booking());
    expect(within(early).getByText('রুম খুলবে সকাল ৯:৪৫')).toBeTruthy();
    early.parentElement!.remove();
    at('09:50');
    expect(within(renderCard(booking())).getByRole('link', { name: 'কনসালটেশনে যোগ দিন' })).toBeTruthy();
  });
});
