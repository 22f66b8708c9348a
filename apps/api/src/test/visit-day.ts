import { addDaysToDateString } from '@hospital/contract/format';
import type { Database } from '../db/client.js';
import { createDoctor, dhakaInstant, EVENING_CHAMBER, PINNED_SATURDAY } from './factories.js';

/** The visit-day tests' pinned "today": PINNED_SATURDAY. */
export const D = PINNED_SATURDAY;

/** The date `offset` days after D: `day(0)` is D. */
export const day = (offset: number) => addDaysToDateString(D, offset);

/** An instant on the Dhaka clock `offset` days after D, at `time` (HH:MM). */
export const at = (offset: number, time: string) => dhakaInstant(D, offset, time);

/** The visit-day tests' doctor: defaults, holding the EVENING_CHAMBER. */
export const createEveningDoctor = (database: Database) => createDoctor(database, {}, EVENING_CHAMBER);
