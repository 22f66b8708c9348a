import { dhakaMinutesOfDay } from '@hospital/contract/format';

/** An instant as 'HH:MM' on the Dhaka clock, whatever the device's time zone: the form `formats.time` reads. */
export function dhakaClock(iso: string): string {
  const minutes = dhakaMinutesOfDay(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
