import { z } from 'zod';
import {
  ageField,
  contactField,
  countFields,
  dateStringSchema,
  instantSchema,
  textField,
  wholeNumberParam,
} from './fields.js';
import { formatDisplayDate } from './format.js';
import { OBJECT_ID_PATTERN, objectIdSchema } from './ids.js';
import { SPECIALITIES } from './lists.js';
import { slotRequestSchema } from './slot-requests.js';

// Field marketers, the stations they cover, the patients they refer and what the hospital gets from them. The spec
// has the station list and the marketer role only; the rest of these words are ours.

// ---------------------------------------------------------------------------------------------------------------
// Stations

/** A station's name is stored where slot requests keep theirs (30 characters). */
export const STATION_NAME_MAX = 30;

/** POST /marketing/stations and PATCH /marketing/stations/{id}: the admin names a station. Unique, case aside. */
export const stationInputSchema = z.object({
  name: textField('Station name is required.', [STATION_NAME_MAX, 'Station name must not exceed 30 characters.']),
});
export type StationInput = z.infer<typeof stationInputSchema>;

export const STATION_TAKEN_MESSAGE = 'A station with this name already exists.';
export const STATION_NOT_FOUND_MESSAGE = 'Station not found.';
/** A referral or a slot request names a station that is not (or no longer) on the list. */
export const STATION_NOT_ACTIVE_MESSAGE = 'Choose a station from the list.';

/** A station as forms pick it: GET /marketing/stations answers the active ones (marketers and admins). */
export const stationRefSchema = z.object({ _id: objectIdSchema, name: z.string() });
export type StationRef = z.infer<typeof stationRefSchema>;

/** GET /marketing/stations/manage (admin): every station, retired ones too, with who covers it. */
export const managedStationSchema = stationRefSchema.extend({
  retiredAt: instantSchema.nullable(),
  marketers: z.array(z.object({ _id: objectIdSchema, name: z.string() })),
});
export type ManagedStation = z.infer<typeof managedStationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Marketers and their link

/**
 * A marketer's link code: 8 characters of A-Z and 2-7 (base32), made by the server, unguessable. The web app keeps a
 * `?ref=` value only when it matches this.
 */
export const MARKETER_CODE_PATTERN = /^[A-Z2-7]{8}$/;
/** How long a link visit or a referral counts towards the bookings that follow it. */
export const ATTRIBUTION_DAYS = 30;

export const REFERRAL_LINK_MESSAGE = 'The referral link must be a code and the time it was first opened.';

/**
 * The optional `ref` of a booking (POST /appointment, appointments.ts): the code of the marketer's link the visitor
 * arrived by and when they first did (an ISO instant). Only bounded here: a code that is no marketer's, a departed
 * marketer's, or a time in the future or older than ATTRIBUTION_DAYS is ignored by the server, and the booking
 * goes ahead unattributed.
 */
export const referralLinkSchema = z.object(
  {
    code: z.string({ error: REFERRAL_LINK_MESSAGE }).max(64, REFERRAL_LINK_MESSAGE),
    firstVisitAt: z.string({ error: REFERRAL_LINK_MESSAGE }).max(64, REFERRAL_LINK_MESSAGE),
  },
  { error: REFERRAL_LINK_MESSAGE },
);
export type ReferralLink = z.infer<typeof referralLinkSchema>;

/** GET /marketing/me: the marketer's code, their link (`${PUBLIC_URL}/?ref=CODE`, for the QR card) and stations. */
export const marketerMeSchema = z.object({
  name: z.string(),
  code: z.string(),
  link: z.string(),
  stations: z.array(stationRefSchema),
});
export type MarketerMe = z.infer<typeof marketerMeSchema>;

/**
 * GET /marketing/marketers (admin): every marketer account, departed ones too, with their stations: what /marketing/me
 * shows but the link, and the account's id, email and whether it is active.
 */
export const marketerSummarySchema = marketerMeSchema.omit({ link: true }).extend({
  _id: objectIdSchema,
  email: z.string(),
  active: z.boolean(),
});
export type MarketerSummary = z.infer<typeof marketerSummarySchema>;

export const MARKETER_NOT_FOUND_MESSAGE = 'Marketer not found.';
export const TAKE_FROM_SELF_MESSAGE = 'Stations cannot be taken over from the same marketer.';

/**
 * POST /marketing/marketers/{id}/stations (admin): the stations marketer {id} covers from now on (the list replaces
 * theirs; retired stations may stay). With `takeFrom`, every station of that marketer (a departed one, say) is moved
 * to {id} as well, and `takeFrom` is left with none: one call, so no station is uncovered in between.
 */
export const assignStationsSchema = z.object({
  stationIds: z
    .array(objectIdSchema, { error: 'Station list must be a list of station ids.' })
    .max(100, 'A marketer can cover at most 100 stations.'),
  takeFrom: objectIdSchema.optional(),
});
export type AssignStationsInput = z.infer<typeof assignStationsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Referrals

export const REFERRAL_STATES = ['referred', 'booked', 'visited', 'no-show'] as const;
/**
 * What became of a referral: `referred` (no booking yet), `booked` (a booking was attributed to it and its day has not
 * passed), `visited` (the patient checked in, or the visit is done), `no-show` (the booking's day passed without
 * either, or the booking was cancelled). Computed when read, never stored.
 */
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const REFERRAL_NOTE_MAX = 500;
export const DOCTOR_NOT_FOUND_FOR_REFERRAL_MESSAGE = 'Choose a doctor from the list.';

/** POST /marketing/referrals: a marketer records a patient they sent. Doctor and speciality are optional. */
export const createReferralSchema = z.object({
  name: textField('Patient name is required', [100, 'Patient name must not exceed 100 characters.']),
  age: ageField([0, 'Age must be at least 0.'], [120, 'Age must be less than or equal to 120.']),
  contact: contactField(
    'Contact number must be 11 digits long',
    'Contact number must be numeric and exactly 11 digits.',
  ),
  stationId: z.string({ error: STATION_NOT_ACTIVE_MESSAGE }).regex(OBJECT_ID_PATTERN, STATION_NOT_ACTIVE_MESSAGE),
  doctorId: z
    .string({ error: DOCTOR_NOT_FOUND_FOR_REFERRAL_MESSAGE })
    .regex(OBJECT_ID_PATTERN, DOCTOR_NOT_FOUND_FOR_REFERRAL_MESSAGE)
    .nullish(),
  speciality: z.enum(SPECIALITIES, { error: 'Choose a speciality from the list.' }).nullish(),
  note: z
    .string({ error: 'Note must be text.' })
    .trim()
    .max(REFERRAL_NOTE_MAX, 'Note must not exceed 500 characters.')
    .default(''),
});
export type CreateReferralInput = z.output<typeof createReferralSchema>;
export type CreateReferralFormValues = z.input<typeof createReferralSchema>;

/**
 * A contact referred by anyone in the last 30 days is not recorded again. The marketer is told who referred it and
 * when, nothing else of theirs (`date` is YYYY-MM-DD, Dhaka).
 */
export const alreadyReferredMessage = (name: string, date: string) =>
  `This contact was already referred by ${name} on ${formatDisplayDate(date)}. A contact is recorded once in 30 days.`;

export const REFERRAL_RECORDED_MESSAGE = 'Referral recorded.';

/**
 * A referral as its marketer reads it: what they entered and what became of it; nothing of the booking itself
 * (attribution never widens what a marketer may see of a patient).
 */
export const referralSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  age: z.number(),
  contact: z.string(),
  station: stationRefSchema.extend({ retired: z.boolean() }),
  doctor: z.object({ _id: objectIdSchema, title: z.string(), fullName: z.string() }).nullable(),
  speciality: z.enum(SPECIALITIES).nullable(),
  note: z.string(),
  createdAt: instantSchema,
  state: z.enum(REFERRAL_STATES),
});
export type Referral = z.infer<typeof referralSchema>;

/** GET /marketing/referrals?days=: the marketer's own referrals of the last `days` days, newest first. */
export const referralListQuerySchema = z.object({
  days: wholeNumberParam(1, 365, 'Days must be a whole number from 1 to 365.').default(90),
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The marketer's dashboard

/** Referrals and what became of them: each referral counts once, in the state it is in now. */
export const referralCountsSchema = z.object(countFields('referrals', 'booked', 'visited', 'noShow'));
export type ReferralCounts = z.infer<typeof referralCountsSchema>;

/** GET /marketing/dashboard?weeks=: the marketer's own figures, weeks starting Saturday (Dhaka), newest first. */
export const dashboardQuerySchema = z.object({
  weeks: wholeNumberParam(1, 52, 'Weeks must be a whole number from 1 to 52.').default(8),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const marketerDashboardSchema = z.object({
  /** Every week of the window, empty ones too; `weekStart` is the Saturday, YYYY-MM-DD. */
  weeks: z.array(referralCountsSchema.extend({ weekStart: dateStringSchema })),
  /** The marketer's stations and any other station they referred from in the window. */
  stations: z.array(referralCountsSchema.extend({ station: stationRefSchema.extend({ retired: z.boolean() }) })),
  /** Bookings made through the marketer's link in the window (not referrals: nobody was recorded). */
  linkBookings: referralCountsSchema.omit({ referrals: true }),
  /** The marketer's emergency slot requests of the window, newest first, with their state. */
  slotRequests: z.array(slotRequestSchema),
});
export type MarketerDashboard = z.infer<typeof marketerDashboardSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The hospital's report (admin)

export const REPORT_MAX_DAYS = 366;
export const REPORT_PERIOD_ORDER_MESSAGE = 'The period must end on or after its start.';
export const REPORT_PERIOD_LENGTH_MESSAGE = 'The period cannot be longer than 366 days.';

/**
 * GET /marketing/report?from=&to= and /marketing/report.csv: Dhaka days, both ends included; left out, the last 30
 * days up to today. Referrals are those made in the period; bookings those made in the period and attributed to a
 * marketer; visits and no-shows are what became of those bookings.
 */
export const reportQuerySchema = z
  .object({ from: dateStringSchema.optional(), to: dateStringSchema.optional() })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_PERIOD_ORDER_MESSAGE });
    else if (Date.parse(query.to) - Date.parse(query.from) >= REPORT_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_PERIOD_LENGTH_MESSAGE });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const reportFigures = countFields('referrals', 'bookings', 'visits', 'noShows');
/** Of `bookings`: those that came by the marketer's link, and those matched to a referral's contact. */
const bookingSources = countFields('bookingsByLink', 'bookingsByReferral');

export const marketerReportRowSchema = z.object({
  marketer: z.object({ _id: objectIdSchema, name: z.string(), active: z.boolean() }),
  ...reportFigures,
  ...bookingSources,
});
export type MarketerReportRow = z.infer<typeof marketerReportRowSchema>;

/** Per station: referrals made there and the bookings they brought (link bookings have no station). */
export const stationReportRowSchema = z.object({
  station: stationRefSchema.extend({ retired: z.boolean() }),
  ...reportFigures,
});
export type StationReportRow = z.infer<typeof stationReportRowSchema>;

export const marketingReportSchema = z.object({
  from: dateStringSchema,
  to: dateStringSchema,
  marketers: z.array(marketerReportRowSchema),
  stations: z.array(stationReportRowSchema),
  totals: z.object({ ...reportFigures, ...bookingSources }),
});
export type MarketingReport = z.infer<typeof marketingReportSchema>;

/** The CSV's columns, in order: one row per marketer, then one per station (`kind` says which). */
export const REPORT_CSV_COLUMNS = [
  'kind',
  'name',
  'referrals',
  'bookings',
  'bookings_by_link',
  'bookings_by_referral',
  'visits',
  'no_shows',
] as const;

/** The CSV's file name, for a period. */
export const reportFileName = (from: string, to: string) => `marketing-report-${from}-to-${to}.csv`;
