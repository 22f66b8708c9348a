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

/** One end of a range and the sentence a value past it gets. */
export type Bound = readonly [limit: number, message: string];

/**
 * A trimmed string of at most `max` characters; absent or empty reads as `requiredMessage`, unless the form words
 * its lower bound itself (`min`).
 */
export function textField(requiredMessage: string, [max, maxMessage]: Bound, min: Bound = [1, requiredMessage]) {
  return stringField(requiredMessage).trim().min(min[0], min[1]).max(max, maxMessage);
}

/** A whole number from `min` to `max`; an empty field reads as `messages.required` (else `messages.type`). */
export function wholeNumberField(
  messages: { required?: string; type: string; whole: string },
  [min, minMessage]: Bound,
  [max, maxMessage]: Bound,
) {
  return numberField(messages.required ?? messages.type, messages.type)
    .int(messages.whole)
    .min(min, minMessage)
    .max(max, maxMessage);
}

/** An age in whole years, each form wording its own range (docs/product-spec.md §5). */
export function ageField(min: Bound, max: Bound, requiredMessage?: string) {
  return wholeNumberField(
    { required: requiredMessage, type: 'Age must be a number.', whole: 'Age must be a whole number.' },
    min,
    max,
  );
}

/**
 * An optional weight in kg, 1 to 500 (docs/product-spec.md §9). Both staff forms share the floor, so neither can
 * store a weight the other would refuse; each words its ceiling.
 */
export function weightField(maxMessage: string) {
  return numberField('Weight must be a number.').min(1, 'Weight must be at least 1kg.').max(500, maxMessage).nullish();
}

/** A query-string whole number (text, hence coerced) from `min` to `max`, with one sentence for every fault. */
export function wholeNumberParam(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
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
