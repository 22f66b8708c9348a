import { z } from 'zod';
import { TIME_FORMAT_MESSAGE, dateStringSchema, wholeNumberParam } from './fields.js';
import { isValidTime, minutesOfTime } from './format.js';
import { objectIdSchema } from './ids.js';
import { CONSULTATION_METHODS, WEEKDAYS } from './lists.js';

export const SCHEDULE_ORDER_MESSAGE = 'Schedule must list the seven days, Sunday to Saturday.';
export const SCHEDULE_HOURS_ORDER_MESSAGE = 'Start time must not be after end time.';
export const SCHEDULE_HOURS_REQUIRED_MESSAGE = 'An active day needs a start and an end time.';

// '' is how the editor stores the hours of a day turned off (docs/product-spec.md §4).
const optionalTime = z
  .string({ error: TIME_FORMAT_MESSAGE })
  .refine((time) => time === '' || isValidTime(time), TIME_FORMAT_MESSAGE);

/**
 * One day of a doctor's week. An active day needs hours with start <= end; start == end is what turning a
 * day on produces (12:00-12:00) and means "on, hours not set yet" (docs/architecture.md §15).
 */
export const scheduleEntrySchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: SCHEDULE_ORDER_MESSAGE }),
    active: z.boolean({ error: 'Active must be true or false.' }),
    start: optionalTime,
    end: optionalTime,
  })
  .superRefine((entry, ctx) => {
    if (!entry.active) return;
    if (entry.start === '' || entry.end === '') {
      const path = entry.start === '' ? 'start' : 'end';
      ctx.addIssue({ code: 'custom', path: [path], message: SCHEDULE_HOURS_REQUIRED_MESSAGE });
      return;
    }
    // A malformed time has already been reported by its field; there is nothing to compare.
    if (!isValidTime(entry.start) || !isValidTime(entry.end)) return;
    if (minutesOfTime(entry.start) > minutesOfTime(entry.end)) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: SCHEDULE_HOURS_ORDER_MESSAGE });
    }
  });
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const weeklyScheduleSchema = z
  .array(scheduleEntrySchema, { error: SCHEDULE_ORDER_MESSAGE })
  .length(WEEKDAYS.length, SCHEDULE_ORDER_MESSAGE)
  .refine(
    // Only judged at the right length, so a short list reports its problem once.
    (entries) => entries.length !== WEEKDAYS.length || entries.every((entry, index) => entry.day === WEEKDAYS[index]),
    SCHEDULE_ORDER_MESSAGE,
  );
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

// PUT /doctors/update-doctor-schedule/{doctorId}
export const updateScheduleSchema = z.object({ schedule: weeklyScheduleSchema });
export type UpdateScheduleInput = z.infer<typeof updateScheduleSchema>;

// A doctor as GET /doctors/consultants lists it: docs/product-spec.md §3's Doctor minus reviews, plus the rating summary
// (docs/architecture.md §15).
export const doctorListItemSchema = z.object({
  _id: objectIdSchema,
  fullName: z.string(),
  title: z.string(),
  photo: z.string(),
  // Free text such as 'Gynae & Obs': the speciality filters of docs/product-spec.md §9 are search keywords, not values.
  speciality: z.string(),
  about: z.string(),
  consultationFee: z.number().int().min(0),
  availableFor: z.array(z.enum(CONSULTATION_METHODS)),
  isOnline: z.boolean(),
  schedule: weeklyScheduleSchema,
  // docs/product-spec.md §3 allows designations beyond the listed ones ('or others').
  currentWorkDesignation: z.string(),
  currentWorkDepartment: z.string(),
  currentWorkStation: z.string(),
  degrees: z.array(z.string()),
  tags: z.array(z.object({ name: z.string() })),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
});
export type DoctorListItem = z.infer<typeof doctorListItemSchema>;

export const doctorReviewSchema = z.object({
  _id: objectIdSchema,
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  // A default avatar stands in when photoUrl is missing (docs/product-spec.md §3).
  createdBy: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
});
export type DoctorReview = z.infer<typeof doctorReviewSchema>;

// GET /doctors/single-doctor/{id}
export const doctorDetailSchema = doctorListItemSchema.extend({
  availableDates: z.array(dateStringSchema),
  reviews: z.array(doctorReviewSchema),
});
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;

// Query strings arrive as text, hence the coercion. limit=0 means all, still capped at 500
// (docs/architecture.md §15, §12).
export const consultantsQuerySchema = z.object({
  limit: wholeNumberParam(0, 500, 'Limit must be a whole number from 0 to 500.').default(10),
  searchTerm: z.string().trim().max(100, 'Search term must not exceed 100 characters.').optional(),
});
export type ConsultantsQuery = z.infer<typeof consultantsQuerySchema>;
