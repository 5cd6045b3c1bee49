import { z } from 'zod';
import { CHECK_TYPE_OPTIONS, EVENT_TYPE_OPTIONS } from '../enums/events';
import { isValidBirthDate, parseInstant } from '../format/date';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { enumField, textField, uploadedFileField, urlField } from '../schemas/fields';

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_CAPACITY_MAX = 1_000_000;
/** Part 2 §5/§9: attendee import chunks of at most 100 rows, ids of exactly 10 characters. */
export const ATTENDEE_IMPORT_CHUNK = 100;
export const ATTENDEE_IMPORT_ID_LENGTH = 10;
/** The kiosk's repeat window (DESIGN.md §6): the same badge again within it gives the same answer. */
export const KIOSK_REPEAT_SECONDS = 60;
export const KIOSK_CODE_MAX = 500;
export const CERTIFICATE_TEXT_MAX = 3000;
/**
 * The kiosk's check-in window (issue 37 item 4): from this many hours before the start to the end.
 * Default and bounds of `checkinOpensHoursBefore` (the database checks the same bounds).
 */
export const CHECKIN_OPENS_HOURS_DEFAULT = 2;
export const CHECKIN_OPENS_HOURS_MAX = 168;
/** Placeholders a certificate text may use. */
export const CERTIFICATE_PLACEHOLDERS = ['{nome}', '{evento}', '{data}', '{horas}'] as const;

/** An optional instant ("2026-05-10T09:00:00-03:00" or any ISO 8601) -> ISO string in UTC, or null. */
const optionalInstant = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || parseInstant(v) !== null, FIELD_MESSAGES.invalidDate)
  .transform((v) => (v === null ? null : parseInstant(v)!.toISOString()));

const capacity = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
  .refine((v) => Number.isInteger(v) && v >= 0, FIELD_MESSAGES.invalidNumber)
  .refine((v) => v <= EVENT_CAPACITY_MAX, FIELD_MESSAGES.valueTooHigh);

/**
 * A numeric choice (event type, check type) sent as a number or its text. Empty, null or absent stays
 * absent so the message is "Campo obrigatório" (issue 39 item 17): `z.coerce` would read '' as 0 and
 * answer "Opção inválida" for a select nobody picked.
 */
const numericChoice = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v;

/** `POST /event` and `PUT /event/{id}` (part 2 §5 Event): end before start is refused. */
export const eventInputSchema = z
  .object({
    title: textField({ max: EVENT_TITLE_MAX }),
    description: textField({ max: EVENT_DESCRIPTION_MAX }),
    type: z.preprocess(numericChoice, enumField(EVENT_TYPE_OPTIONS)),
    capacity: capacity.optional(),
    banner: uploadedFileField('image', { required: false }).optional(),
    video: urlField({ required: false }).optional(),
    when: optionalInstant.optional(),
    until: optionalInstant.optional(),
    /** absent: unchanged on edit, CHECKIN_OPENS_HOURS_DEFAULT on creation */
    checkinOpensHoursBefore: z.coerce
      .number({ error: FIELD_MESSAGES.invalidNumber })
      .int(FIELD_MESSAGES.invalidNumber)
      .min(0, FIELD_MESSAGES.invalidNumber)
      .max(CHECKIN_OPENS_HOURS_MAX, FIELD_MESSAGES.valueTooHigh)
      .optional(),
    /** null: automatic (no when the event has a certificate template); absent: unchanged on edit */
    kioskAddsUnlisted: z.boolean({ error: FIELD_MESSAGES.invalidOption }).nullable().optional(),
  })
  .refine((e) => !e.when || !e.until || e.until > e.when, {
    message: FIELD_MESSAGES.endBeforeStart,
    path: ['until'],
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

/** An event as lists show it (part 2 §3 Event). */
export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.number().int(),
  capacity: z.number().int(),
  banner: z.string().nullable(),
  video: z.string().nullable(),
  when: z.string().nullable(),
  until: z.string().nullable(),
  checkinOpensHoursBefore: z.number().int(),
  kioskAddsUnlisted: z.boolean().nullable(),
  createdAt: z.string(),
});
export type EventModel = z.output<typeof eventSchema>;

/** `GET /event/{id}`: the event with its counters. */
export const eventDetailSchema = eventSchema.extend({
  attendees: z.number().int(),
  confirmed: z.number().int(),
  checkIns: z.number().int(),
  checkOuts: z.number().int(),
});
export type EventDetailModel = z.output<typeof eventDetailSchema>;

/** `POST /event/attendee`. */
export const attendeeAddSchema = z.object({
  event: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(60),
  user: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(60),
});
export type AttendeeAdd = z.input<typeof attendeeAddSchema>;

const when = z.object({ createdAt: z.string() });

/** An attendee as the event's "Participantes" table shows it (part 2 §3 Event attendee; admin only). */
export const attendeeSchema = z.object({
  _id: z.string(),
  event: z.string(),
  status: z.number().int(),
  checkInDate: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({
    _id: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    /** E.164, shown with the shared formatPhone (issue 39 item 7) */
    phoneNumber: z.string().nullable(),
    nationalPhoneNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    profession: z.string().nullable(),
    address: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
  }),
  checkIns: z.array(when),
  checkOuts: z.array(when),
});
export type AttendeeModel = z.output<typeof attendeeSchema>;

/** `?type=1|2` of the import and the kiosk. */
export const checkTypeQuery = z.object({
  type: z.preprocess(numericChoice, enumField(CHECK_TYPE_OPTIONS)),
});

/** `POST /event/{id}/attendee/import?type=`: one chunk of at most 100 rows `{ userId, date }`. */
export const attendeeImportSchema = z
  .array(
    z.object({
      userId: z.string({ error: FIELD_MESSAGES.required }).trim().max(60, maxLengthMessage(60)),
      date: z
        .string({ error: FIELD_MESSAGES.required })
        .trim()
        .max(40)
        .refine((v) => parseInstant(v) !== null, FIELD_MESSAGES.invalidDate)
        .transform((v) => parseInstant(v)!.toISOString()),
    }),
  )
  .min(1, FIELD_MESSAGES.required)
  .max(ATTENDEE_IMPORT_CHUNK, `No máximo ${ATTENDEE_IMPORT_CHUNK} linhas por envio`);
export type AttendeeImportRow = z.input<typeof attendeeImportSchema>[number];

/** One imported row's outcome; `error` says why it was not recorded. */
export const attendeeImportResultSchema = z.object({
  imported: z.number().int(),
  rows: z.array(z.object({ userId: z.string(), ok: z.boolean(), error: z.string().nullable() })),
});
export type AttendeeImportResult = z.output<typeof attendeeImportResultSchema>;

/**
 * Kiosk answers and `GET /SelfService/{value}` (DESIGN.md §8): the first name, the last name's
 * initial and the status only; never a CPF, e-mail, phone or birth date. `status` is the attendee
 * status for a check or an event look-up, the account status otherwise.
 */
export const kioskResultSchema = z.object({
  firstName: z.string(),
  lastInitial: z.string(),
  status: z.number().int(),
  checkType: z.number().int().optional(),
  /** a check (not the look-up): this scan found the check already recorded (nothing written; issue 38 §1) */
  repeat: z.boolean().optional(),
  /** a check: when the check was recorded (ISO), this scan's time or the earlier one for a repeat */
  checkedAt: z.string().optional(),
});
export type KioskResult = z.output<typeof kioskResultSchema>;

/** `GET /event/{id}/kiosk` (public): what the kiosk shows of its event, its name and dates only. */
export const kioskEventSchema = z.object({
  title: z.string(),
  when: z.string().nullable(),
  until: z.string().nullable(),
});
export type KioskEvent = z.output<typeof kioskEventSchema>;

export const kioskCodeParams = z.object({
  id: z.string().min(1).max(60),
  code: z.string().trim().min(1, FIELD_MESSAGES.required).max(KIOSK_CODE_MAX),
});

/** `POST /certificate` and `PUT /certificate/{id}`: the template an event's certificate is drawn from. */
export const certificateTemplateInputSchema = z.object({
  event: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(60),
  title: textField({ max: EVENT_TITLE_MAX }),
  text: textField({ max: CERTIFICATE_TEXT_MAX }),
  background: uploadedFileField('image', { required: false }).optional(),
  hours: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
    .refine((v) => Number.isInteger(v) && v >= 0 && v <= 10_000, FIELD_MESSAGES.invalidNumber),
});
export type CertificateTemplateInput = z.input<typeof certificateTemplateInputSchema>;

export const certificateTemplateSchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string(), title: z.string() }),
  title: z.string(),
  text: z.string(),
  background: z.string().nullable(),
  hours: z.number().int(),
  issued: z.number().int(),
  createdAt: z.string(),
});
export type CertificateTemplateModel = z.output<typeof certificateTemplateSchema>;

/** `POST /certificate/issue` (part 2 §3): CPF digits and birth date `YYYY-MM-DD`; `event` optional. */
export const certificateIssueSchema = z.object({
  document: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .regex(/^\d{11}$/, FIELD_MESSAGES.invalidCpf),
  birthDate: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.invalidBirthDate)
    // a real day from 1900 to today: "2026-02-30" reached SQL and answered 500 (issue 37 item 8)
    .refine((v) => isValidBirthDate(v), FIELD_MESSAGES.invalidBirthDate),
  event: z.string().trim().max(60).optional(),
});
export type CertificateIssue = z.input<typeof certificateIssueSchema>;

/** `GET /certificate/verify/{code}`: what the certificate itself prints, to confirm it is genuine. */
export const certificateVerifySchema = z.object({
  code: z.string(),
  fullName: z.string(),
  event: z.string(),
  when: z.string().nullable(),
  until: z.string().nullable(),
  hours: z.number().int(),
  issuedAt: z.string(),
});
export type CertificateVerifyModel = z.output<typeof certificateVerifySchema>;
