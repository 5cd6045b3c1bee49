import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The event's manifest salt and pepper secret, created on first use (two devices at once: one wins). */
export async function manifestKeys(db: Db, eventId: string): Promise<{ salt: string; secret: string }> {
  const { rows } = await db.execute<{ salt: string; secret: string }>(sql`
    WITH made AS (
      INSERT INTO device_manifest_keys (event_id, salt, secret)
      VALUES (${eventId}, ${randomBytes(12).toString('base64url')}, ${randomBytes(32).toString('base64url')})
      ON CONFLICT (event_id) DO NOTHING
      RETURNING salt, secret
    )
    SELECT salt, secret FROM made
    UNION ALL
    SELECT salt, secret FROM device_manifest_keys WHERE event_id = ${eventId}
    LIMIT 1`);
  const row = rows[0];
  if (!row) throw new Error('manifest keys not created');
  return row;
}

/**
 * One attendee as the manifest needs it. `hashed`: `qr`/`cpf`/`email` are the stored hashes, current for
 * this salt; otherwise the raw keys (`code`, `document`, `email_raw`) are to be hashed
 * (manifest-hashes.ts). The raw CPF and e-mail travel only for those people, the badge's data only to
 * gates that print badges (`code` also to those: the badge shows it).
 */
export type ManifestRow = {
  id: string;
  first_name: string;
  last_name: string;
  hashed: boolean;
  code: string | null;
  document: string | null;
  email_raw: string | null;
  qr: string | null;
  cpf: string | null;
  email: string | null;
  last_in: Date | string | null;
  last_out: Date | string | null;
  badge_name?: string | null;
  full_name?: string;
  company?: string | null;
};

/** The raw keys of the people whose hashes are to be made. */
export type UnhashedRow = { id: string; code: string; document: string | null; email_raw: string | null };

/**
 * The event's attendees, all of them or those changed after `since` (event_attendees.updated_at: every
 * check sets it, and a trigger sets it when the person's code, CPF, e-mail, name or company changes,
 * migration 0026), with their stored hashes. One index range of the event's attendees, filtered: no
 * index on updated_at, which would make every check-in's update touch one more index. Only the columns
 * the gate needs: parsing 50,000 rows is most of a manifest's CPU (a third less without the badge's).
 */
export async function manifestRows(
  db: Db,
  v: { eventId: string; salt: string; since: Date | null; badge: boolean },
): Promise<ManifestRow[]> {
  const changed = v.since ? sql`AND ea.updated_at > ${v.since.toISOString()}::timestamptz` : sql``;
  const badge = v.badge
    ? sql`u.code, u.badge_name, u.full_name, coalesce(nullif(trim(u.company_name), ''), c.name) AS company,`
    : sql`CASE WHEN h.attendee_id IS NULL THEN u.code END AS code,`;
  const companies = v.badge ? sql`LEFT JOIN companies AS c ON c.id = u.company_id` : sql``;
  const { rows } = await db.execute<ManifestRow>(sql`
    SELECT ea.id, u.first_name, u.last_name, ea.last_check_in_at AS last_in,
      ea.last_check_out_at AS last_out, ${badge}
      h.attendee_id IS NOT NULL AS hashed, h.qr, h.cpf, h.email,
      CASE WHEN h.attendee_id IS NULL THEN u.document END AS document,
      CASE WHEN h.attendee_id IS NULL THEN u.email END AS email_raw
    FROM event_attendees AS ea
    JOIN users AS u ON u.id = ea.user_id
    ${companies}
    LEFT JOIN device_manifest_hashes AS h ON h.attendee_id = ea.id AND h.salt = ${v.salt}
    WHERE ea.event_id = ${v.eventId} ${changed}`);
  return rows;
}

/** The event's attendees with no current hashes, with their raw keys (the warm-up's read). */
export async function unhashedRows(db: Db, eventId: string, salt: string): Promise<UnhashedRow[]> {
  const { rows } = await db.execute<UnhashedRow>(sql`
    SELECT ea.id, u.code, u.document, u.email AS email_raw
    FROM event_attendees AS ea
    JOIN users AS u ON u.id = ea.user_id
    LEFT JOIN device_manifest_hashes AS h ON h.attendee_id = ea.id AND h.salt = ${salt}
    WHERE ea.event_id = ${eventId} AND h.attendee_id IS NULL`);
  return rows;
}

/** One attendee's hashes to store, with the raw keys they were made from (`k`, `d`, `m`). */
export type StoredHashes = {
  a: string;
  k: string;
  d: string | null;
  m: string | null;
  q: string | null;
  c: string | null;
  e: string | null;
};

/**
 * Stores (or replaces) hashes made with `salt`, each only if the person's badge code, CPF and e-mail are
 * still those it was made from: a change committed after the manifest read them is not overwritten by
 * hashes of the old values (the person's row is share-locked, so a change in progress is waited for and
 * then compared). An attendee removed meanwhile is skipped by the join.
 */
export async function storeHashes(db: Db, salt: string, rows: StoredHashes[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO device_manifest_hashes (attendee_id, salt, qr, cpf, email)
    SELECT r.a, ${salt}, r.q, r.c, r.e
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(a text, k text, d text, m text, q text, c text, e text)
    JOIN event_attendees AS ea ON ea.id = r.a
    JOIN users AS u ON u.id = ea.user_id
    WHERE u.code = r.k AND u.document IS NOT DISTINCT FROM r.d AND u.email IS NOT DISTINCT FROM r.m
    FOR SHARE OF u
    ON CONFLICT (attendee_id) DO UPDATE SET salt = excluded.salt, qr = excluded.qr,
      cpf = excluded.cpf, email = excluded.email`);
}

/** Attendees removed from the event after `since` (trigger of migration 0026). */
export async function removedSince(db: Db, eventId: string, since: Date): Promise<string[]> {
  const { rows } = await db.execute<{ attendee_id: string }>(sql`
    SELECT attendee_id FROM device_manifest_removals
    WHERE event_id = ${eventId} AND removed_at > ${since.toISOString()}::timestamptz`);
  return rows.map((r) => r.attendee_id);
}
