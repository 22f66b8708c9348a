import type { PatientAppointment } from '@hospital/contract/appointments';
import type { RoomSummary } from '@hospital/contract/consultations';
import { afterEach, beforeEach, vi } from 'vitest';
import { makePatientAppointment } from './factories';

// A video consultation on ROOM_DAY whose chamber starts at 10:00 in Dhaka (04:00 UTC): the room opens at 09:45.
export const ROOM_DAY = '2026-11-28';

/** Fakes the date (only) for each test of the file, so `atDhaka` can set it; real again after each test. */
export function fakeDateInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Sets the test clock to `dhakaTime` (HH:MM) on ROOM_DAY in Dhaka. */
export const atDhaka = (dhakaTime: string) => vi.setSystemTime(new Date(`${ROOM_DAY}T${dhakaTime}:00+06:00`));

/** The patient's pending video booking on ROOM_DAY, chamber 10:00-13:00, changed by `overrides`. */
export const videoBooking = (overrides: Partial<PatientAppointment> = {}) =>
  makePatientAppointment({
    _id: 'a00000000000000000000077',
    selectedDate: ROOM_DAY,
    status: 'pending',
    consultationMethod: 'video',
    chamberHours: { start: '10:00', end: '13:00' },
    ...overrides,
  });

/** A video room the patient has been waiting in since 10:05 in Dhaka on `day`, not started yet. */
export const waitingRoom = (day: string = ROOM_DAY): RoomSummary => ({
  state: 'waiting',
  mode: 'video',
  waitingSince: `${day}T04:05:00.000Z`,
  startedAt: null,
  endedAt: null,
  minutes: null,
});

/** The room of `waitingRoom` once the doctor started it at 10:10 in Dhaka: live unless `overrides` say otherwise. */
export const startedRoom = (overrides: Partial<RoomSummary> = {}): RoomSummary => ({
  ...waitingRoom(),
  state: 'live',
  startedAt: `${ROOM_DAY}T04:10:00.000Z`,
  ...overrides,
});
