import { z } from 'zod';
import { instantSchema } from './fields.js';
import { objectIdSchema } from './ids.js';

// The panel computes its Today/Tomorrow label from createdAt (format.ts, notificationLabel).
export const notificationSchema = z.object({
  _id: objectIdSchema,
  message: z.string(),
  createdAt: instantSchema,
  // Where a click leads, e.g. the staff appointments page; absent for plain notices.
  link: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
