import { z } from 'zod';

// IDs are 24 lowercase hex characters (docs/architecture.md §2), the length the spec checks for doctor and
// patient IDs. Path parameters use this generic message; body fields use their spec messages.
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const INVALID_ID_MESSAGE = 'Invalid id.';

export const objectIdSchema = z.string({ error: INVALID_ID_MESSAGE }).regex(OBJECT_ID_PATTERN, INVALID_ID_MESSAGE);

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
