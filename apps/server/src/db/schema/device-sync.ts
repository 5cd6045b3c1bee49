import { DEVICE_METHODS, SCAN_OUTCOMES } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, timestamptz } from './columns';
import { devices } from './devices';
import { eventAttendees, events } from './events';

/**
 * Every scan a paired gate made (issue 38 §3), online or offline: the one table of truth the gate
 * board reads. (device_id, nonce) is unique, so a batch uploaded twice inserts nothing the second time.
 * `outcome` and `repeat_of_scan_id` are recomputed for all of an attendee's scans whenever an upload
 * touches that attendee (modules/device-sync/merge.ts), so they never depend on arrival order.
 */
export const deviceScans = pgTable(
  'device_scans',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    /** null: the value named nobody the event accepts (outcome 'unknown') */
    attendeeId: text('attendee_id').references(() => eventAttendees.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    type: smallint('type').notNull(),
    deviceTime: timestamptz('device_time').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    offline: boolean('offline').notNull(),
    outcome: text('outcome').notNull(),
    /** a repeat: the device scan that stands (null when the standing check came another way) */
    repeatOfScanId: text('repeat_of_scan_id'),
    /** the standing check's time (this scan's for in/out, the recorded check's for a repeat; null: unknown) */
    standingAt: timestamptz('standing_at'),
    /** an online scan whose device clock was more than 5 minutes off the server's (shown on the gate board) */
    clockOff: boolean('clock_off').notNull().default(false),
    /**
     * What was typed or read, kept only when it named nobody (attendee_id null: the reception's report
     * of unknowns), so the CPFs and e-mails of people who were found are not copied here.
     */
    value: text('value'),
  },
  (t) => [
    uniqueIndex('device_scans_device_id_nonce_key').on(t.deviceId, t.nonce),
    // the merge reads all scans of the attendees an upload touches
    index('device_scans_attendee_id_idx').on(t.attendeeId),
    // the gate board: per event by time, per device by time
    index('device_scans_event_id_received_at_idx').on(t.eventId, t.receivedAt),
    index('device_scans_device_id_received_at_idx').on(t.deviceId, t.receivedAt),
    check('device_scans_type_check', sql`${t.type} IN (1, 2)`),
    check('device_scans_method_check', inList(t.method, DEVICE_METHODS)),
    check('device_scans_outcome_check', inList(t.outcome, SCAN_OUTCOMES)),
  ],
);

/**
 * Per event: the manifest's salt (sent to the devices) and the secret its CPF/e-mail peppers are
 * derived from (never leaves the server). Created on the first manifest of the event.
 */
export const deviceManifestKeys = pgTable('device_manifest_keys', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * The manifest's hashed keys of each attendee (issue 38 "Performance": a gate's manifest of 50,000 people
 * in ≤ 1 s), so a manifest is a read, not 350,000 SHA-256. A row is current while its `salt` is the
 * event's (device_manifest_keys): new event keys make every row stale. A change of the person's badge
 * code, CPF or e-mail deletes their rows (trigger of migration 0032, whoever changes them), and a row
 * is only written if the person's keys are still those it was hashed from (manifest.repository.ts
 * storeHashes). Written by modules/device-sync/manifest-hashes.ts.
 */
export const deviceManifestHashes = pgTable('device_manifest_hashes', {
  attendeeId: text('attendee_id')
    .primaryKey()
    .references(() => eventAttendees.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  /** the badge code's hash; null: the person has no usable key for that method */
  qr: text('qr'),
  cpf: text('cpf'),
  email: text('email'),
});

/**
 * Attendees removed from an event, for the manifest's delta (`removed`). Written by a trigger on
 * event_attendees (migration 0026_device_manifest_triggers), whoever deletes. No foreign key: the rows
 * of a deleted event are written while that event is being deleted.
 */
export const deviceManifestRemovals = pgTable(
  'device_manifest_removals',
  {
    eventId: text('event_id').notNull(),
    attendeeId: text('attendee_id').notNull(),
    removedAt: timestamptz('removed_at').notNull().defaultNow(),
  },
  (t) => [index('device_manifest_removals_event_id_removed_at_idx').on(t.eventId, t.removedAt)],
);

export type DeviceScanRow = typeof deviceScans.$inferSelect;
