import { z } from 'zod';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { LEAD_CODE_MAX } from './scan-code';

export const LEAD_INFO_MAX = 5000;
export const LANE_TITLE_MAX = 60;

const info = z
  .string()
  .trim()
  .max(LEAD_INFO_MAX, maxLengthMessage(LEAD_INFO_MAX))
  .nullish()
  .transform((v) => v || null);

/**
 * `POST /lead` (DESIGN.md §8): `code` is a badge code, a user id or the whole scanned text (reduced
 * with codeFromScan on the server); `info` is an optional note.
 */
export const leadCaptureSchema = z.object({
  code: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(LEAD_CODE_MAX, maxLengthMessage(LEAD_CODE_MAX)),
  info: info.optional(),
});
export type LeadCapture = z.input<typeof leadCaptureSchema>;

/** `PUT /lead/{id}`: the funnel moves a card (status = the target lane's position) or edits the note. */
export const leadUpdateSchema = z
  .object({
    status: z.coerce.number().int().min(0).max(9999).optional(),
    info: info.optional(),
  })
  .refine((b) => b.status !== undefined || b.info !== undefined, {
    message: FIELD_MESSAGES.required,
    path: ['status'],
  });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

/** `PUT /lane/{id}`: the inline title edit of the funnel. */
export const laneUpdateSchema = z.object({
  title: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(LANE_TITLE_MAX, maxLengthMessage(LANE_TITLE_MAX)),
});
export type LaneUpdate = z.input<typeof laneUpdateSchema>;

const ref = z.object({ _id: z.string(), fullName: z.string() });

/**
 * A lead as the API answers it (part 2 §3 Lead): the visitor's contact data, never their CPF, birth
 * date or badge code (an exhibitor needs to reach the person, not to identify them).
 */
export const leadSchema = z.object({
  _id: z.string(),
  status: z.number().int(),
  info: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({
    _id: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    nationalPhoneNumber: z.string().nullable(),
    profession: z.string().nullable(),
    companyName: z.string().nullable(),
    address: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
  }),
  createdBy: ref.nullable(),
  company: z.object({ _id: z.string(), name: z.string() }),
});
export type LeadModel = z.output<typeof leadSchema>;

/**
 * A funnel card (`GET /lead/board`, up to 10,000 at once): only what a card shows and what moving it
 * needs (a full lead is ~680 bytes of JSON; the card opens the lead with `GET /lead/{id}`). `info` is
 * the note cut at LEAD_CARD_TEXT_MAX characters, with "…" when it was longer.
 */
export const leadCardSchema = z.object({
  _id: z.string(),
  status: z.number().int(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  profession: z.string().nullable(),
  info: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadCardModel = z.output<typeof leadCardSchema>;

/** A funnel column (part 2 §3 Lane). */
export const laneSchema = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number().int(),
  company: z.string(),
});
export type LaneModel = z.output<typeof laneSchema>;

/** One day of the dashboard chart: local date (YYYY-MM-DD in the caller's time zone) and a count. */
export const dailyCountSchema = z.object({ date: z.string(), count: z.number().int() });
export type DailyCount = z.output<typeof dailyCountSchema>;

/**
 * `GET /lead/dashboard` (part 2 §3 Dashboard data). Exhibitor staff get their company's lead counts
 * and leads per day; the admin gets check-in counts, user and exhibitor totals and check-ins per day.
 * The counts not meant for the caller's role are null.
 */
export const leadDashboardSchema = z.object({
  today: z.number().int().nullable(),
  lastSevenDays: z.number().int().nullable(),
  lastThirtyDays: z.number().int().nullable(),
  total: z.number().int().nullable(),
  totalUsers: z.number().int().nullable(),
  totalCompanies: z.number().int().nullable(),
  totalCheckIns: z.number().int().nullable(),
  todayCheckIns: z.number().int().nullable(),
  yesterdayCheckIns: z.number().int().nullable(),
  lastSevenDaysCheckIns: z.number().int().nullable(),
  /** the last 30 local days, oldest first, including today */
  series: z.array(dailyCountSchema),
});
export type LeadDashboard = z.output<typeof leadDashboardSchema>;

/** Days in the dashboard chart. */
export const DASHBOARD_SERIES_DAYS = 30;
