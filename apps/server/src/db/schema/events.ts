import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHECK_SOURCES, type CheckSource } from '../enums';
import { createdAt, id, inList, timestamptz, trgmIndex, updatedAt } from './columns';
import { users } from './users';

/** Lectures, courses, workshops... held during the fair (part 2 §3 Event). */
export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The API's `when`. */
    startsAt: timestamptz('starts_at'),
    /** The API's `until`. */
    endsAt: timestamptz('ends_at'),
    /** EventType code: 1 Lecture ... 13 Show, 99 Others. */
    type: smallint('type').notNull(),
    /** 0 means unlimited ("Ilimitado"). */
    capacity: integer('capacity').notNull().default(0),
    banner: text('banner'),
    video: text('video'),
    /**
     * The kiosk accepts checks from this many hours before `starts_at` until `ends_at` (issue 37 item 4),
     * inside kiosk_check() (migration 0020): anyone can reach the kiosk, so outside the event's window
     * nobody can be checked in or out.
     */
    checkinOpensHoursBefore: integer('checkin_opens_hours_before').notNull().default(2),
    /**
     * May the kiosk add someone who is not on the list? null = automatic: no when the event has a
     * certificate template (a kiosk self-registration must not lead to a certificate), yes otherwise;
     * evaluated at each scan, so a template added later closes it without editing the event.
     */
    kioskAddsUnlisted: boolean('kiosk_adds_unlisted'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_checkin_opens_hours_before_check', sql`${t.checkinOpensHoursBefore} BETWEEN 0 AND 168`),
    index('events_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    trgmIndex('events_title_trgm_idx', t.title),
    check('events_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/**
 * A user's registration for an event (part 2 §3 Event attendee). Unique per (event, user) so adding a
 * participant twice, or a kiosk check-in of an unregistered badge, upserts instead of duplicating.
 */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 Going, 1 Confirmed, 2 Went, 3 NotGo, 9 Canceled. */
    status: smallint('status').notNull().default(0),
    /** First check-in; the individual checks are in attendee_checks. */
    checkInDate: timestamptz('check_in_date'),
    /**
     * Latest kiosk check-in and check-out: the 60-second repeat window is a conditional UPDATE of this
     * row (`... WHERE last_check_in_at IS NULL OR last_check_in_at <= now - 60 s`), re-checked by
     * PostgreSQL on the locked row, so concurrent scans of one badge record one check.
     */
    lastCheckInAt: timestamptz('last_check_in_at'),
    lastCheckOutAt: timestamptz('last_check_out_at'),
    /**
     * Added by the kiosk itself (a person not on the list checking in), not by staff, an import or an
     * accreditation: such a row never earns a certificate. Staff adding the person, or an import naming
     * them, puts them on the list (false).
     */
    selfRegistered: boolean('self_registered').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_attendees_event_id_user_id_key').on(t.eventId, t.userId),
    index('event_attendees_event_id_created_at_idx').on(t.eventId, t.createdAt.desc().nullsFirst()),
    index('event_attendees_user_id_idx').on(t.userId),
    index('event_attendees_event_id_status_idx').on(t.eventId, t.status),
  ],
);

/**
 * Each check-in (type 1) and check-out (type 2) of an attendee (DESIGN.md §6). Idempotency lives in the
 * database: `minute_bucket` is the check time in whole minutes since the epoch (minuteBucket() in
 * ../time-buckets.ts) and (attendee_id, type, minute_bucket) is unique, so repeated or concurrent scans
 * of a badge within the same minute insert one row (`INSERT ... ON CONFLICT DO NOTHING`), and
 * re-importing the same spreadsheet (same dates) adds nothing.
 */
export const attendeeChecks = pgTable(
  'attendee_checks',
  {
    id: id(),
    attendeeId: text('attendee_id')
      .notNull()
      .references(() => eventAttendees.id, { onDelete: 'cascade' }),
    /** Denormalised from the attendee so event counters are one index range. */
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    minuteBucket: integer('minute_bucket').notNull(),
    source: text('source').$type<CheckSource>().notNull().default('kiosk'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the check happened (the imported date for imports). */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendee_checks_attendee_id_type_minute_bucket_key').on(
      t.attendeeId,
      t.type,
      t.minuteBucket,
    ),
    index('attendee_checks_event_id_type_created_at_idx').on(t.eventId, t.type, t.createdAt),
    index('attendee_checks_attendee_id_created_at_idx').on(t.attendeeId, t.createdAt),
    // the admin dashboard counts check-ins of every event by day (GET /lead/dashboard)
    index('attendee_checks_type_created_at_idx').on(t.type, t.createdAt),
    check('attendee_checks_type_check', sql`${t.type} IN (1, 2)`),
    check('attendee_checks_source_check', inList(t.source, CHECK_SOURCES)),
  ],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventAttendee = typeof eventAttendees.$inferSelect;
export type AttendeeCheck = typeof attendeeChecks.$inferSelect;
