import { expect, it } from 'vitest';
import type { z } from 'zod';

// Test support only: tsconfig keeps it out of the build.

/** One docs/product-spec.md §5 message: `outside` is just past the limit, `inside` just within it. */
export interface MessageRow {
  case: string;
  path: string;
  outside: unknown;
  inside: unknown;
  message: string;
}

/** A copy of `base` with the value at the dotted `path` replaced; undefined removes the key. */
export function withValue<T extends object>(base: T, path: string, value: unknown): T {
  // Bases are plain JSON, as request bodies are.
  const copy = JSON.parse(JSON.stringify(base)) as T;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = copy as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** The message of the first issue at `path`, or undefined when the input passes or has none there. */
export function firstMessageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

/** Every issue message of a failed parse, for the inputs expected to pass (shown when they do not). */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * One test per row: the value just outside the limit yields exactly the spec's message as the first
 * issue at that path, and the value just inside leaves the whole input valid.
 */
export function itReportsEachMessage<T extends object>(schema: z.ZodType, base: T, rows: MessageRow[]): void {
  it('accepts the valid base input the rows start from', () => {
    expect(issuesOf(schema, base)).toEqual([]);
  });
  const named = rows.map((row) => [row.case, row.message, row] as const);
  it.each(named)('when %s, then it says "%s", and one step inside passes', (_case, _message, row) => {
    expect(firstMessageAt(schema, withValue(base, row.path, row.outside), row.path)).toBe(row.message);
    expect(issuesOf(schema, withValue(base, row.path, row.inside))).toEqual([]);
  });
}

/** A text field's length row: `outside` characters break the limit, `inside` keep to it. */
function lengthRow(subject: string, path: string, outside: number, inside: number, message: string): MessageRow {
  return {
    case: `${subject} ${outside} characters`,
    path,
    outside: 'x'.repeat(outside),
    inside: 'x'.repeat(inside),
    message,
  };
}

/**
 * A text field's upper limit: `max + 1` characters break it and `max` pass. `subject` begins the case as the table
 * words it ('the review has', 'the remarks have'); the number of characters ends it.
 */
export function tooLongRow(subject: string, path: string, max: number, message: string): MessageRow {
  return lengthRow(subject, path, max + 1, max, message);
}

/** A text field's lower limit: `min - 1` characters break it and `min` pass (`subject` as for `tooLongRow`). */
export function tooShortRow(subject: string, path: string, min: number, message: string): MessageRow {
  return lengthRow(subject, path, min - 1, min, message);
}

/** A contact number's rows: 10 and 12 digits break the length rule, a letter the digits rule (each form's messages). */
export const contactRows = (path: string, lengthMessage: string, digitsMessage: string): MessageRow[] => [
  { case: 'the contact has 10 digits', path, outside: '0171234567', inside: '01712345678', message: lengthMessage },
  { case: 'the contact has 12 digits', path, outside: '017123456789', inside: '01712345678', message: lengthMessage },
  { case: 'the contact has a letter', path, outside: '0171234567a', inside: '01712345678', message: digitsMessage },
];
