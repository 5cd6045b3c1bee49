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

/** One attendee as the manifest needs it (the keys raw: manifest-keys.ts hashes them). */
export type ManifestRow = {
  id: string;
  first_name: string;
  last_name: string;
  code: string;
  document: string | null;
  email: string | null;
  last_in: Date | string | null;
  last_out: Date | string | null;
  badge_name: string | null;
  full_name: string;
  company: string | null;
};

/**
 * The event's attendees, all of them or those changed after `since` (event_attendees.updated_at: every
 * check sets it, and a trigger sets it when the person's code, CPF, e-mail, name or company changes,
 * migration 0026). One index range of the event's attendees, filtered: no index on updated_at, which
 * would make every check-in's update touch one more index.
 */
export async function manifestRows(db: Db, eventId: string, since: Date | null): Promise<ManifestRow[]> {
  const changed = since ? sql`AND ea.updated_at > ${since.toISOString()}::timestamptz` : sql``;
  const { rows } = await db.execute<ManifestRow>(sql`
    SELECT ea.id, u.first_name, u.last_name, u.code, u.document, u.email, ea.last_check_in_at AS last_in,
      ea.last_check_out_at AS last_out, u.badge_name, u.full_name,
      coalesce(nullif(trim(u.company_name), ''), c.name) AS company
    FROM event_attendees AS ea
    JOIN users AS u ON u.id = ea.user_id
    LEFT JOIN companies AS c ON c.id = u.company_id
    WHERE ea.event_id = ${eventId} ${changed}`);
  return rows;
}

/** Attendees removed from the event after `since` (trigger of migration 0026). */
export async function removedSince(db: Db, eventId: string, since: Date): Promise<string[]> {
  const { rows } = await db.execute<{ attendee_id: string }>(sql`
    SELECT attendee_id FROM device_manifest_removals
    WHERE event_id = ${eventId} AND removed_at > ${since.toISOString()}::timestamptz`);
  return rows.map((r) => r.attendee_id);
}
