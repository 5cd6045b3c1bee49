import { eq, or, sql } from 'drizzle-orm';
import { defined } from '../../core/list-query';
import type { DbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-query';
import { users } from '../../db/schema';
import type { Address } from '../../db/schema/columns';
import type { NewUser, UserRow } from './users.repository';

/** The users an import row may refer to: by e-mail, CPF or externalId (at most three rows). */
export async function findImportMatches(
  db: DbOrTx,
  keys: { email: string | null; document: string | null; externalId: string | null },
): Promise<UserRow[]> {
  const conditions = defined([
    keys.email ? sql`lower(${users.email}) = ${keys.email}` : undefined,
    keys.document ? eq(users.document, keys.document) : undefined,
    keys.externalId ? eq(users.externalId, keys.externalId) : undefined,
  ]);
  if (!conditions.length) return [];
  return db
    .select()
    .from(users)
    .where(or(...conditions))
    .limit(3);
}

/** An import candidate: what matching compares (lower(email) as the database computes it) and merges. */
type ImportCandidate = Pick<UserRow, 'id' | 'document' | 'externalId' | 'address' | 'city' | 'state'> & {
  emailLower: string | null;
};

/**
 * Every user an import chunk may refer to, in ONE query: lower(email), CPF or externalId in the
 * chunk's values. Matching then happens in memory (users-import.plan planImportChunk). Built once and
 * prepared (db/named-query.ts): each key list is one jsonb parameter read as `= ANY(ARRAY(...))`, so
 * the three unique indexes are probed with the list, instead of 300 parameters for drizzle to build and
 * PostgreSQL to bind and parse on every chunk (3 of a quiet chunk's ~21 ms, bench/README.md).
 */
const candidatesStatement = namedStatement<{
  id: string;
  email_lower: string | null;
  document: string | null;
  external_id: string | null;
  address: Address | null;
  city: string | null;
  state: string | null;
}>(
  () => sql`
    SELECT id, lower(email) AS email_lower, document, external_id, address, city, state
    FROM users
    WHERE lower(email) = ANY(ARRAY(SELECT jsonb_array_elements_text(${sql.placeholder('emails')}::jsonb)))
      OR document = ANY(ARRAY(SELECT jsonb_array_elements_text(${sql.placeholder('documents')}::jsonb)))
      OR external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${sql.placeholder('externalIds')}::jsonb)))`,
);

export async function findImportCandidates(
  db: DbOrTx,
  keys: { emails: string[]; documents: string[]; externalIds: string[] },
): Promise<ImportCandidate[]> {
  if (!keys.emails.length && !keys.documents.length && !keys.externalIds.length) return [];
  const rows = await candidatesStatement(db, {
    emails: JSON.stringify(keys.emails),
    documents: JSON.stringify(keys.documents),
    externalIds: JSON.stringify(keys.externalIds),
  });
  return rows.map((r) => ({
    id: r.id,
    emailLower: r.email_lower,
    document: r.document,
    externalId: r.external_id,
    address: r.address,
    city: r.city,
    state: r.state,
  }));
}

/** The columns an import may write on an existing user (users-import.plan). */
const IMPORT_UPDATE_COLUMNS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'badgeName',
  'phoneNumber',
  'nationalPhoneNumber',
  'document',
  'profession',
  'companyName',
  'companyDocument',
  'city',
  'state',
  'externalId',
  'companyId',
] as const;
export type ImportUpdate = { id: string } & Partial<
  Pick<NewUser, (typeof IMPORT_UPDATE_COLUMNS)[number] | 'address'>
>;

/** Every column an import writes on a new user (the others take their defaults). */
const IMPORT_INSERT_COLUMNS = [
  'id',
  'code',
  'role',
  'status',
  'address',
  'createdBy',
  ...IMPORT_UPDATE_COLUMNS,
] as const;

/**
 * The rows as ONE json parameter keyed by column name, read back with json_populate_recordset: building
 * and binding 100 rows x 21 parameters costs the ORM several milliseconds, all of it inside the
 * transaction, while one JSON string is cheap to make and to parse.
 */
function asJsonRecords<K extends keyof NewUser & keyof typeof users>(
  rows: Partial<NewUser>[],
  keys: readonly K[],
): { json: string; names: string[] } {
  const names = keys.map((key) => users[key].name);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [i, key] of keys.entries()) record[names[i]!] = row[key] ?? null;
    return record;
  });
  return { json: JSON.stringify(records), names };
}

/**
 * Many import updates in ONE statement: UPDATE ... FROM json_populate_recordset(...), each column set
 * only where the update carries a value (a null keeps the stored value), updated_at = `at` (raw SQL:
 * no $onUpdate). The caller guarantees no update takes a unique value another one of the batch gives up
 * (PostgreSQL checks unique indexes row by row). Answers how many users it changed (fewer than asked:
 * some of them were deleted since they were read).
 */
export async function updateImportedUsers(db: DbOrTx, updates: ImportUpdate[], at: Date): Promise<number> {
  if (!updates.length) return 0;
  const { json, names } = asJsonRecords(updates, ['id', 'address', ...IMPORT_UPDATE_COLUMNS]);
  const assignments = names
    .filter((n) => n !== 'id')
    .map((n) => `${n} = coalesce(v.${n}, u.${n})`)
    .join(', ');
  const result = await db.execute(sql`
    UPDATE users AS u SET ${sql.raw(assignments)}, updated_at = ${at.toISOString()}::timestamptz
    FROM json_populate_recordset(NULL::users, ${json}::json) AS v
    WHERE u.id = v.id
    RETURNING u.id`);
  return result.rows.length;
}

/** One update of one user (the per-row path); answers whether the user still existed. */
export async function updateImportedUser(db: DbOrTx, id: string, set: Partial<NewUser>): Promise<boolean> {
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** New users in ONE statement (see asJsonRecords); created_at, updated_at and the rest take defaults. */
export async function insertImportedUsers(db: DbOrTx, rows: NewUser[]): Promise<void> {
  if (!rows.length) return;
  const { json, names } = asJsonRecords(rows, IMPORT_INSERT_COLUMNS);
  const columns = sql.raw(names.join(', '));
  await db.execute(
    sql`INSERT INTO users (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::users, ${json}::json)`,
  );
}
