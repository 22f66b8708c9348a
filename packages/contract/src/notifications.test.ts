import { describe, expect, it } from 'vitest';
import { notificationSchema } from './notifications.js';

describe('notificationSchema', () => {
  const notification = {
    _id: '64b7f0c2a1b2c3d4e5f60711',
    message: 'New appointment booked.',
    createdAt: '2025-01-06T03:00:00.000Z',
  };

  it.each([
    ['without a link', notification],
    ['with a null link', { ...notification, link: null }],
    ['with a link', { ...notification, link: '/attendant/' }],
  ])('accepts a notification %s', (_case, input) => {
    expect(notificationSchema.parse(input)).toEqual(input);
  });

  it('rejects a createdAt that is not an ISO instant', () => {
    expect(notificationSchema.safeParse({ ...notification, createdAt: 'yesterday' }).success).toBe(false);
  });
});
