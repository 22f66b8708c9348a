import { z } from 'zod';
import { doctorListItemSchema, weeklyScheduleSchema } from './doctors.js';
import { emailField } from './auth.js';
import { contactField, idField, instantSchema, textField, wholeNumberField, wholeNumberParam } from './fields.js';
import { objectIdSchema } from './ids.js';
import { CONSULTATION_METHODS, DESIGNATIONS, ROLES, SPECIALITIES } from './lists.js';

// Hospital administration: doctors, staff accounts and the audit trail. The spec has no words for these screens;
// the messages are ours, one sentence per rule, in the style of docs/product-spec.md §5.

export const MAX_FEE = 9999;
export const MAX_DEGREES = 10;
export const MAX_TAGS = 15;

const shortList = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.array(item, { error: tooMany }).max(max, tooMany);

export const REGISTRATION_NO_MESSAGE =
  'A BMDC registration number is at most 20 letters, digits, spaces, dashes or slashes.';

/** A doctor as an admin writes it (POST /doctors, PUT /doctors/{id}): every field of docs/product-spec.md §3's Doctor. */
export const doctorInputSchema = z.object({
  title: textField('Title is required.', [20, 'Title must not exceed 20 characters.']),
  fullName: textField('Full name is required.', [100, 'Full name must not exceed 100 characters.']),
  speciality: z.enum(SPECIALITIES, { error: 'Choose a speciality from the list.' }),
  about: textField('About is required.', [2000, 'About must not exceed 2000 characters.']),
  consultationFee: wholeNumberField(
    { type: 'Consultation fee must be a number.', whole: 'Consultation fee must be a whole number of taka.' },
    [0, 'Consultation fee cannot be negative.'],
    [MAX_FEE, `Consultation fee must be at most ${MAX_FEE} taka (4 digits).`],
  ),
  availableFor: z
    .array(z.enum(CONSULTATION_METHODS, { error: 'Unknown consultation method.' }), {
      error: 'Choose at least one consultation method.',
    })
    .min(1, 'Choose at least one consultation method.')
    .max(CONSULTATION_METHODS.length, 'Each consultation method can be chosen once.')
    .refine((methods) => new Set(methods).size === methods.length, 'Each consultation method can be chosen once.'),
  // A fixed list: the cards' professor badge and the list's order read it (docs/product-spec.md §4).
  currentWorkDesignation: z.enum(DESIGNATIONS, { error: 'Choose a designation from the list.' }),
  currentWorkDepartment: textField('Department is required.', [100, 'Department must not exceed 100 characters.']),
  currentWorkStation: textField('Workstation is required.', [150, 'Workstation must not exceed 150 characters.']),
  degrees: shortList(
    textField('A degree cannot be empty.', [60, 'A degree must not exceed 60 characters.']),
    MAX_DEGREES,
    `At most ${MAX_DEGREES} degrees.`,
  ),
  tags: shortList(
    z.object(
      { name: textField('A tag cannot be empty.', [40, 'A tag must not exceed 40 characters.']) },
      { error: 'A tag needs a name.' },
    ),
    MAX_TAGS,
    `At most ${MAX_TAGS} tags.`,
  ),
  schedule: weeklyScheduleSchema.optional(),
  /** The BMDC registration number heading the doctor's prescriptions; left out, it stays as it is. */
  registrationNo: z
    .string({ error: REGISTRATION_NO_MESSAGE })
    .trim()
    .max(20, REGISTRATION_NO_MESSAGE)
    .regex(/^[A-Za-z0-9/ -]*$/, REGISTRATION_NO_MESSAGE)
    .optional(),
});
export type DoctorInput = z.infer<typeof doctorInputSchema>;

// PATCH /doctors/{id}/status
export const doctorStatusSchema = z.object({ active: z.boolean({ error: 'Active must be true or false.' }) });

export const DOCTOR_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

// GET /doctors/manage
export const manageDoctorsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search term must not exceed 100 characters.').optional(),
  status: z.enum(DOCTOR_STATUS_FILTERS, { error: 'Status must be active, inactive or all.' }).default('all'),
});
export type ManageDoctorsQuery = z.infer<typeof manageDoctorsQuerySchema>;

/** A doctor on the admin screens: everything the public sees, plus whether they are active and their BMDC number. */
export const managedDoctorSchema = doctorListItemSchema.extend({ active: z.boolean(), registrationNo: z.string() });
export type ManagedDoctor = z.infer<typeof managedDoctorSchema>;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPG, PNG or WebP image.';
export const PHOTO_SIZE_MESSAGE = 'The photo must be at most 5 MB.';
export const PHOTO_MISSING_MESSAGE = 'Choose a photo to upload.';

// Staff accounts. An invite is an account with no usable password and a set-password link by mail.
export const DOCTOR_LINK_MESSAGE = 'A doctor account must be linked to a doctor.';

export const inviteUserSchema = z
  .object({
    name: textField('Name is required', [100, 'Name must not exceed 100 characters.']),
    email: emailField,
    contact: contactField('Contact number must be 11 digits long'),
    role: z.enum(ROLES, { error: 'Choose a role from the list.' }),
    doctor: idField('Invalid doctor id.').optional(),
  })
  .refine((input) => input.role !== 'doctor' || input.doctor !== undefined, {
    message: DOCTOR_LINK_MESSAGE,
    path: ['doctor'],
  });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const NOTHING_TO_CHANGE_MESSAGE = 'Nothing to change.';

// PATCH /users/{id}: any of role, active and the linked doctor (null unlinks).
export const updateUserSchema = z
  .object({
    role: z.enum(ROLES, { error: 'Choose a role from the list.' }).optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
    doctor: idField('Invalid doctor id.').nullable().optional(),
  })
  .refine(
    (input) => input.role !== undefined || input.active !== undefined || input.doctor !== undefined,
    NOTHING_TO_CHANGE_MESSAGE,
  );
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

// GET /users
export const usersQuerySchema = z.object({
  role: z.enum(ROLES, { error: 'Choose a role from the list.' }).optional(),
  search: z.string().trim().max(100, 'Search term must not exceed 100 characters.').optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const staffAccountSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  contact: z.string(),
  active: z.boolean(),
  /** True while the invitee has not chosen a password yet. */
  invited: z.boolean(),
  doctor: z.object({ _id: objectIdSchema, title: z.string(), fullName: z.string() }).nullable(),
  lastLoginAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** An invitation's set-password link is good for two days: long enough for a weekend, short enough to die in an old mailbox. */
export const INVITE_LINK_HOURS = 48;

// The audit trail. Actions are named `<thing>.<verb>`; the web app words them.
export const AUDIT_ACTIONS = [
  'doctor.create',
  'doctor.update',
  'doctor.activate',
  'doctor.deactivate',
  'doctor.photo',
  'doctor.schedule',
  'leave.add',
  'leave.remove',
  'user.invite',
  'user.reinvite',
  'user.update',
  'patient.update',
  'slot.approve',
  'slot.reject',
  'board.create',
  'board.revoke',
  'mfa.enable',
  'mfa.disable',
  'password.reset',
  'appointment.pay',
  'appointment.cancel',
  'appointment.refund',
  'appointment.check-in',
  'appointment.arrived',
  'consultation.chat-read',
  'prescription.write',
  'prescription.sign',
  'prescription.version',
  'prescription.read',
  'records.read',
  'medicine.create',
  'medicine.update',
  'medicine.retire',
  'medicine.restore',
  'medicine.import',
  'station.create',
  'station.rename',
  'station.retire',
  'station.restore',
  'marketer.stations',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  limit: wholeNumberParam(1, 200, 'Limit must be a whole number from 1 to 200.').default(50),
  // The `_id` of the last entry already shown: the next page starts after it.
  before: idField('Invalid cursor.').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action.' }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: objectIdSchema,
  at: instantSchema,
  actor: z.object({ name: z.string(), role: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.string(), _id: z.string(), label: z.string() }),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read. Please choose another JPG, PNG or WebP image.';
