import type { DeviceKind } from '@feira/shared';
import { and, desc, eq, gt, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, devices, events, users } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;

/** A device with what the screens and the token check read beside it (event dates, company name). */
const withContext = {
  device: devices,
  eventTitle: events.title,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  companyName: companies.name,
};
export interface DeviceWithContext {
  device: DeviceRow;
  eventTitle: string | null;
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
  companyName: string | null;
}

function selectWithContext(db: Db) {
  return db
    .select(withContext)
    .from(devices)
    .leftJoin(events, eq(events.id, devices.eventId))
    .leftJoin(companies, eq(companies.id, devices.companyId));
}

/** The token check of every device request: one look-up by the unique token_hash index. */
export async function findDeviceByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<DeviceWithContext | undefined> {
  const [row] = await selectWithContext(db).where(eq(devices.tokenHash, tokenHash)).limit(1);
  return row;
}

/** One device of a kind, limited to an event or a company when given (another's is not found). */
export async function findDevice(
  db: Db,
  id: string,
  where: { kind: DeviceKind; eventId?: string; companyId?: string },
): Promise<DeviceWithContext | undefined> {
  const [row] = await selectWithContext(db)
    .where(
      and(
        eq(devices.id, id),
        eq(devices.kind, where.kind),
        where.eventId ? eq(devices.eventId, where.eventId) : undefined,
        where.companyId ? eq(devices.companyId, where.companyId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Newest first; a gate has a handful of devices, a fair at most a few hundred: no paging needed. */
export async function listDevices(
  db: Db,
  where: { kind: DeviceKind; eventId?: string; companyId?: string },
): Promise<DeviceWithContext[]> {
  return selectWithContext(db)
    .where(
      and(
        eq(devices.kind, where.kind),
        where.eventId ? eq(devices.eventId, where.eventId) : undefined,
        where.companyId ? eq(devices.companyId, where.companyId) : undefined,
      ),
    )
    .orderBy(desc(devices.createdAt), desc(devices.id))
    .limit(1000);
}

export async function insertDevice(db: Db, values: typeof devices.$inferInsert): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  return row!;
}

/** The end of the last event still to end (unbound devices live until a day after it). */
export async function latestUpcomingEventEnd(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(events.endsAt) })
    .from(events)
    .where(gte(events.endsAt, now));
  return row?.end ?? null;
}

/** A new code for a device still open (not revoked, not expired); undefined otherwise. */
export async function setPairingCode(db: Db, id: string, codeHash: string, until: Date) {
  const [row] = await db
    .update(devices)
    .set({ pairingCodeHash: codeHash, pairingExpiresAt: until })
    .where(and(eq(devices.id, id), isNull(devices.revokedAt), gt(devices.expiresAt, sql`now()`)))
    .returning({ id: devices.id });
  return row;
}

/**
 * Spends a pairing code: ONE conditional UPDATE, so two tablets racing with the same code cannot both
 * win (the second finds the hash already cleared). A code of another kind or event is not touched.
 */
export async function pairWithCode(
  db: Db,
  codeHash: string,
  tokenHash: string,
  expect: { kind?: DeviceKind; eventId?: string },
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({
      pairingCodeHash: null,
      pairingExpiresAt: null,
      tokenHash,
      pairedAt: sql`now()`,
      lastSeenAt: sql`now()`,
    })
    .where(
      and(
        eq(devices.pairingCodeHash, codeHash),
        gt(devices.pairingExpiresAt, sql`now()`),
        isNull(devices.revokedAt),
        gt(devices.expiresAt, sql`now()`),
        expect.kind ? eq(devices.kind, expect.kind) : undefined,
        expect.eventId ? eq(devices.eventId, expect.eventId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Revocation: the token stays stored, so the device's next call is told it was revoked. */
export async function revokeDevice(db: Db, id: string) {
  await db
    .update(devices)
    .set({
      revokedAt: sql`coalesce(${devices.revokedAt}, now())`,
      pairingCodeHash: null,
      pairingExpiresAt: null,
    })
    .where(eq(devices.id, id));
}

/** The device's heartbeat (and every GET /device/me): last contact, scans waiting, last upload. */
export async function touchDevice(db: Db, id: string, beat?: { pending: number; lastSyncAt: Date | null }) {
  await db
    .update(devices)
    .set(
      beat
        ? {
            lastSeenAt: sql`now()`,
            pendingScans: beat.pending,
            lastSyncAt: beat.lastSyncAt
              ? sql`greatest(${devices.lastSyncAt}, ${beat.lastSyncAt.toISOString()}::timestamptz)`
              : undefined,
          }
        : { lastSeenAt: sql`now()` },
    )
    .where(eq(devices.id, id));
}

/** The names of some visitors (a lead phone's answer for leads its company already had). */
export async function visitorNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}
