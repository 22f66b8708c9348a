import { z } from 'zod';
import { isValidDateString, isValidTime } from './format.js';
import { INVALID_ID_MESSAGE } from './ids.js';

// Building blocks shared by the schemas. Each takes its messages as arguments because the spec words
// the same rule differently per form (docs/product-spec.md §5), and those words must come through unchanged.

/**
 * True for what a form sends for an empty field: nothing, null, '' or the NaN that a cleared
 * `<input type="number">` gives with react-hook-form's `valueAsNumber`.
 */
function isEmptyInput(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    input === '' ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/**
 * A number that is not coerced from strings: bodies are JSON, and the web forms use `valueAsNumber`.
 * An empty field gets `requiredMessage`; any other non-number gets `typeMessage`.
 */
export function numberField(requiredMessage: string, typeMessage: string = requiredMessage) {
  return z.number({
    error: (issue) => (isEmptyInput(issue.input) ? requiredMessage : typeMessage),
  });
}

/** A string whose absence or wrong type reads as `requiredMessage`. */
export function stringField(requiredMessage: string) {
  return z.string({ error: requiredMessage });
}

const DIGITS_ONLY = /^\d*$/;

/**
 * Phone numbers are exactly 11 digits (docs/product-spec.md §9). Length is checked first, so a short number gets the
 * length message and an 11-character number with a letter in it gets the digits message.
 */
export function contactField(lengthMessage: string, digitsMessage: string = lengthMessage) {
  return z
    .string({ error: lengthMessage })
    .trim()
    .length(11, lengthMessage)
    .regex(DIGITS_ONLY, digitsMessage);
}

const LOWER_HEX = /^[0-9a-f]*$/;

/** A 24-character lowercase hex id (docs/architecture.md §2) whose length message is the spec's. */
export function idField(lengthMessage: string) {
  return z.string({ error: lengthMessage }).length(24, lengthMessage).regex(LOWER_HEX, INVALID_ID_MESSAGE);
}

export const DATE_FORMAT_MESSAGE = 'Invalid date format. Expected format: YYYY-MM-DD.';

/** A calendar date on the Dhaka clock, stored as YYYY-MM-DD (docs/architecture.md §7). */
export const dateStringSchema = z
  .string({ error: DATE_FORMAT_MESSAGE })
  .max(10, DATE_FORMAT_MESSAGE)
  .refine(isValidDateString, DATE_FORMAT_MESSAGE);

export const TIME_FORMAT_MESSAGE = 'Time must be in HH:MM format.';

export const timeSchema = z.string({ error: TIME_FORMAT_MESSAGE }).refine(isValidTime, TIME_FORMAT_MESSAGE);

/** An instant as the API sends it: ISO 8601 (`Date#toISOString()`), with Z or an offset. */
export const instantSchema = z.iso.datetime({ offset: true });

/** `{ name }`, the way responses name a person (who booked, who answered, who received a fee). */
export const personNameSchema = z.object({ name: z.string() });
