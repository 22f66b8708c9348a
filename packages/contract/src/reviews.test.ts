import { describe, expect, it } from 'vitest';
import { createReviewSchema, reviewSchema } from './reviews.js';
import { issuesOf, itReportsEachMessage, tooLongRow } from './testing/message-table.js';

describe('createReviewSchema', () => {
  itReportsEachMessage(
    createReviewSchema,
    { doctorId: '64b7f0c2a1b2c3d4e5f60718', rating: 5, review: 'Very caring.' },
    [
      {
        case: 'the doctor ID is empty',
        path: 'doctorId',
        outside: '',
        inside: 'd',
        message: 'Doctor ID must be 50 characters long.',
      },
      tooLongRow('the doctor ID has', 'doctorId', 50, 'Doctor ID must be 50 characters long.'),
      { case: 'the rating is 0', path: 'rating', outside: 0, inside: 1, message: 'Rating must be at least 1.' },
      { case: 'the rating is 6', path: 'rating', outside: 6, inside: 5, message: 'Rating must be at most 5.' },
      tooLongRow('the review has', 'review', 1000, 'Review must not exceed 1000 characters.'),
    ],
  );

  it('accepts an empty review, since the spec allows any string', () => {
    expect(issuesOf(createReviewSchema, { doctorId: 'd', rating: 3, review: '' })).toEqual([]);
  });

  it('rejects half stars', () => {
    expect(createReviewSchema.safeParse({ doctorId: 'd', rating: 4.5, review: '' }).success).toBe(false);
  });
});

describe('reviewSchema', () => {
  it('accepts a review with a missing avatar, which the web app replaces with the default', () => {
    const review = {
      _id: '64b7f0c2a1b2c3d4e5f60711',
      rating: 4,
      review: 'Good',
      createdAt: '2025-01-06T03:00:00.000Z',
      createdBy: { name: 'Rahim', photoUrl: null },
      doctorId: { _id: '64b7f0c2a1b2c3d4e5f60718', fullName: 'A. Rahman' },
    };
    expect(issuesOf(reviewSchema, review)).toEqual([]);
  });
});
