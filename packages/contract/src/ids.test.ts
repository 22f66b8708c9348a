import { describe, expect, it } from 'vitest';
import { isObjectId, objectIdSchema } from './ids.js';

describe('ids', () => {
  it.each([['64b7f0c2a1b2c3d4e5f60718'], ['000000000000000000000000']])('takes %s as an id', (id) => {
    expect(isObjectId(id)).toBe(true);
    expect(objectIdSchema.parse(id)).toBe(id);
  });

  it.each([
    ['uppercase hex', '64B7F0C2A1B2C3D4E5F60718'],
    ['23 characters', '64b7f0c2a1b2c3d4e5f6071'],
    ['25 characters', '64b7f0c2a1b2c3d4e5f607180'],
    ['a Holder ID', 'P2600123'],
    ['a number', 42],
  ])('refuses %s with "Invalid id."', (_case, id) => {
    expect(isObjectId(id)).toBe(false);
    expect(objectIdSchema.safeParse(id).error?.issues[0]?.message).toBe('Invalid id.');
  });
});
