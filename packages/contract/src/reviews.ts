import { z } from 'zod';
import { instantSchema, stringField, wholeNumberField } from './fields.js';
import { objectIdSchema } from './ids.js';

// POST /reviews/create-review (docs/product-spec.md §5, 'Review'). The spec's one message covers both ends of 1 to 50.
export const createReviewSchema = z.object({
  doctorId: stringField('Doctor ID must be 50 characters long.')
    .min(1, 'Doctor ID must be 50 characters long.')
    .max(50, 'Doctor ID must be 50 characters long.'),
  // Stars are whole (docs/product-spec.md §9); an untouched star control sends 0, which reads as 'at least 1'.
  rating: wholeNumberField(
    { type: 'Rating must be a number.', whole: 'Rating must be a whole number.' },
    [1, 'Rating must be at least 1.'],
    [5, 'Rating must be at most 5.'],
  ),
  // The spec allows any string; the cap only bounds the resource (docs/architecture.md §12).
  review: stringField('Review must be text.').max(1000, 'Review must not exceed 1000 characters.'),
  // The visit being reviewed, from the appointments page (not in the spec's payload). Without it the oldest
  // unreviewed done visit with that doctor earns the review.
  appointmentId: objectIdSchema.optional(),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

// GET /reviews/ (docs/product-spec.md §3, docs/architecture.md §15).
export const reviewSchema = z.object({
  _id: objectIdSchema,
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  createdAt: instantSchema,
  // A default avatar stands in when photoUrl is missing (docs/product-spec.md §3).
  createdBy: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
  doctorId: z.object({ _id: objectIdSchema, fullName: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;
