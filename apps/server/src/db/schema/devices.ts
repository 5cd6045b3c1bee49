import { DEVICE_KINDS, type DeviceKind, type DeviceMethod } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, timestamptz } from './columns';
import { companies } from './companies';
import { events } from './events';
import { users } from './users';

/**
 * Paired devices (issue 38 §2): a gate's tablet (kind checkin, one event), an exhibitor's phone (lead,
 * one company) or a staff phone (consumption). Only hashes of the pairing code and of the device token
 * are kept; the token is looked up by its SHA-256 on every request (unique index), with no cache, so a
 * revocation holds on every app process at once.
 */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    kind: text('kind').$type<DeviceKind>().notNull(),
    eventId: text('event_id').references(() => events.id, { onDelete: 'cascade' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1 Entrada, 2 Saída (CHECK_TYPE_OPTIONS) */
    direction: smallint('direction').notNull().default(1),
    methods: text('methods').array().$type<DeviceMethod[]>().notNull().default(sql`ARRAY['qr']::text[]`),
    printBadge: boolean('print_badge').notNull().default(false),
    /** SHA-256 (hex) of the one-time code; cleared when it is used */
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamptz('pairing_expires_at'),
    /** SHA-256 (hex) of the device token; a new pairing replaces it */
    tokenHash: text('token_hash'),
    pairedAt: timestamptz('paired_at'),
    revokedAt: timestamptz('revoked_at'),
    /** set at creation: the event's end + 1 day, or for unbound devices see devices.service.ts */
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at'),
    lastSyncAt: timestamptz('last_sync_at'),
    pendingScans: integer('pending_scans').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_token_hash_key').on(t.tokenHash),
    uniqueIndex('devices_pairing_code_hash_key').on(t.pairingCodeHash),
    index('devices_event_id_created_at_idx').on(t.eventId, t.createdAt.desc().nullsFirst()),
    index('devices_company_id_idx').on(t.companyId),
    index('devices_kind_created_at_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
    check('devices_kind_check', inList(t.kind, DEVICE_KINDS)),
    check('devices_direction_check', sql`${t.direction} IN (1, 2)`),
    check('devices_event_check', sql`${t.kind} <> 'checkin' OR ${t.eventId} IS NOT NULL`),
    check('devices_company_check', sql`${t.kind} <> 'lead' OR ${t.companyId} IS NOT NULL`),
  ],
);

export type Device = typeof devices.$inferSelect;
export type NewDevice = typeof devices.$inferInsert;
