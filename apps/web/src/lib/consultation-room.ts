import { isRemoteMethod, ROOM_OPENS_MINUTES_BEFORE } from '@hospital/contract/consultations';
import { dhakaDateString, dhakaMinutesOfDay, minutesOfTime } from '@hospital/contract/format';
import { useEffect, useState } from 'react';

/** The address of an appointment's consultation room. */
export const roomPath = (appointmentId: string) => `/consultation/${appointmentId}`;

type Booking = {
  consultationMethod: string;
  status: string;
  selectedDate: string;
};

/** A video, voice or chat appointment that is still to happen today (Dhaka): the only kind with a room to enter. */
export function hasRoomToday(booking: Booking, now: Date = new Date()): boolean {
  return (
    isRemoteMethod(booking.consultationMethod) &&
    booking.status === 'pending' &&
    booking.selectedDate === dhakaDateString(now)
  );
}

/**
 * Where the patient's way into the room stands: `join` from 15 minutes before the doctor's chamber starts that day,
 * `opens` before that (with the opening time, 'HH:MM' on the Dhaka clock), null when there is no room today (a
 * hospital visit, another day, cancelled or done, or no chamber hours that day).
 */
export function patientRoomAccess(
  booking: Booking & { chamberHours: { start: string } | null },
  now: Date = new Date(),
): { kind: 'join' } | { kind: 'opens'; time: string } | null {
  if (!hasRoomToday(booking, now) || !booking.chamberHours) return null;
  const opensAt = minutesOfTime(booking.chamberHours.start) - ROOM_OPENS_MINUTES_BEFORE;
  if (dhakaMinutesOfDay(now) >= opensAt) return { kind: 'join' };
  const clamped = Math.max(0, opensAt);
  return {
    kind: 'opens',
    time: `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`,
  };
}

/** The time now, again every `everyMs`: a card's "Join consultation" appears at the opening minute by itself. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
