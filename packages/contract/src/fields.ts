import { z } from 'zod';
import { isValidDateString, isValidTime } from './format.js';
import { INVALID_ID_MESSAGE } from './ids.js';
import { BANGLADESH_MOBILE, normaliseContact, parseNumberText } from './local-input.js';

// Building blocks shared by the schemas. Each takes its messages as arguments because the spec words
// the same rule differently per form (docs/product-spec.md §5), and those words must come through unchanged.

/**
 * True for what a form sends for an empty field: nothing, null, '' (or only spaces) or the NaN that a cleared
 * number input gives with react-hook-form's `valueAsNumber`.
 */
function isEmptyInput(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '') ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/** What a number field reads: a number, or text typed into a form, Bengali digits allowed ('৩৫' is 35). */
function readNumber(input: number | string): number | undefined {
  return typeof input === 'number' ? input : parseNumberText(input);
}

function numberMessages(requiredMessage: string, typeMessage: string) {
  return (issue: { input?: unknown }) => (isEmptyInput(issue.input) ? requiredMessage : typeMessage);
}

/**
 * A number as JSON sends it, or as a form field holds it: text, Bengali digits allowed (docs/architecture.md §11).
 * Anything else is not coerced (no booleans, no '1e3'). An empty field gets `requiredMessage`; any other non-number
 * gets `typeMessage`; `rules` adds the field's own limits, with their own words.
 */
export function numberField<Rules extends z.ZodType<number, number>>(
  requiredMessage: string,
  typeMessage: string,
  rules: (number: z.ZodNumber) => Rules,
) {
  const error = numberMessages(requiredMessage, typeMessage);
  return z
    .union([z.number(), z.string()], { error })
    .transform((input, ctx) => {
      const value = readNumber(input);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: error({ input }), input });
        return z.NEVER;
      }
      return value;
    })
    .pipe(rules(z.number({ error })));
}

/**
 * `numberField` for an optional value, absent as null or left out. Written out rather than `.nullish()` so the
 * OpenAPI document can say it (a nullable `anyOf` without a type is not valid OpenAPI 3.0).
 */
export function optionalNumberField<Rules extends z.ZodType<number, number>>(
  message: string,
  rules: (number: z.ZodNumber) => Rules,
) {
  const error = numberMessages(message, message);
  return z
    .union([z.number(), z.string().nullable()], { error })
    .optional()
    .transform((input, ctx) => {
      if (input === null || input === undefined) return input;
      const value = readNumber(input);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message, input });
        return z.NEVER;
      }
      return value;
    })
    .pipe(rules(z.number({ error })).nullish());
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
  return numberField(messages.required ?? messages.type, messages.type, (number) =>
    number.int(messages.whole).min(min, minMessage).max(max, maxMessage),
  );
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
const WEIGHT_WHOLE_MESSAGE = 'Weight must be a whole number of kg.';

export function weightField(maxMessage: string) {
  // Whole kg, checked after the range so 0.9 and 500.1 get the spec's range words: the record keeps whole kilograms
  // (patients.weight is an integer column), so 3.5 is refused here rather than failing at the database.
  return optionalNumberField('Weight must be a number.', (number) =>
    number.min(1, 'Weight must be at least 1kg.').max(500, maxMessage).int(WEIGHT_WHOLE_MESSAGE),
  );
}

/** A query-string whole number (text, hence coerced) from `min` to `max`, with one sentence for every fault. */
export function wholeNumberParam(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

const DIGITS_ONLY = /^\d*$/;

/** The spec has words for a number's length and digits only; this is what a landline or a 010-012 number is told. */
export const MOBILE_NUMBER_MESSAGE = 'Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019.';

/**
 * Phone numbers are exactly 11 digits (docs/product-spec.md §9), stored as 11 ASCII digits, and are Bangladeshi mobile
 * numbers (`BANGLADESH_MOBILE`: SMS go to them). What is typed is normalised first (Bengali digits, spaces, dashes,
 * the +880 / 880 / 0088 prefixes: `normaliseContact`), then the length is checked, so a short number gets the length
 * message, an 11-character number with a letter in it gets the digits message, and 11 digits that are not a mobile
 * number get `MOBILE_NUMBER_MESSAGE`.
 */
export function contactField(lengthMessage: string, digitsMessage: string = lengthMessage) {
  return (
    z
      .string({ error: lengthMessage })
      .transform(normaliseContact)
      // abort: a wrong length is the one thing to say; its characters are judged only at the right length, and
      // whether it is a mobile number only once it is all digits.
      .pipe(
        z
          .string()
          .length(11, { error: lengthMessage, abort: true })
          .regex(DIGITS_ONLY, { error: digitsMessage, abort: true })
          .regex(BANGLADESH_MOBILE, MOBILE_NUMBER_MESSAGE),
      )
  );
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

/** A query parameter the spec's calls send empty when it is not given (`?doctor=&date=`): empty reads as undefined. */
export function emptyAsUndefined(schema: z.ZodType<string, string>) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => value || undefined);
}

export const TIME_FORMAT_MESSAGE = 'Time must be in HH:MM format.';

export const timeSchema = z.string({ error: TIME_FORMAT_MESSAGE }).refine(isValidTime, TIME_FORMAT_MESSAGE);

/** An instant as the API sends it: ISO 8601 (`Date#toISOString()`), with Z or an offset. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Whole-number figures, one per name (a dashboard's or a report's counts), as fields of an object schema. */
export function countFields<const Name extends string>(...names: Name[]): Record<Name, z.ZodNumber> {
  return Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<Name, z.ZodNumber>;
}

/** `{ name }`, the way responses name a person (who booked, who answered, who received a fee). */
export const personNameSchema = z.object({ name: z.string() });
