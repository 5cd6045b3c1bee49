import { eq, or, sql } from 'drizzle-orm';
import { defined } from '../../core/list-query';
import type { DbOrTx } from '../../db/client';
import { namedStatement } from '../../db/named-query';
import { users } from '../../db/schema';
import type { Address } from '../../db/schema/columns';
import type { NewUser, UserRow } from './users.repository';
import type { CompanyKeys, NamedCompany } from './users-import.companies';

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

/**
 * An import candidate: what matching compares (lower(email) as the database computes it) and merges,
 * and the values an updated row's report compares (users-import.changes).
 */
type ImportCandidate = Pick<
  UserRow,
  | 'id'
  | 'document'
  | 'externalId'
  | 'address'
  | 'city'
  | 'state'
  | 'fullName'
  | 'badgeName'
  | 'phoneNumber'
  | 'profession'
  | 'companyId'
  | 'companyName'
  | 'companyDocument'
> & {
  emailLower: string | null;
};

type CandidateRow = {
  id: string;
  email_lower: string | null;
  document: string | null;
  external_id: string | null;
  address: Address | null;
  city: string | null;
  state: string | null;
  full_name: string;
  badge_name: string | null;
  phone_number: string | null;
  profession: string | null;
  company_id: string | null;
  company_name: string | null;
  company_document: string | null;
};
type CompanyRow = {
  id: string;
  document: string;
  name: string;
  social_name: string | null;
  company_type: string;
};

/** A jsonb list parameter as an array for `= ANY(...)`, which probes a btree index once per element. */
const list = (name: string) => sql`ARRAY(SELECT jsonb_array_elements_text(${sql.placeholder(name)}::jsonb))`;

/** The companies named by CNPJ, or by "Empresa" equal to the folded name or razão social (indexed). */
const namedCompaniesWhere = () => sql`
  document = ANY(${list('documents')})
  OR search_name = ANY(ARRAY(SELECT f_unaccent(lower(n)) FROM unnest(${list('names')}) AS n))
  OR f_unaccent(lower(social_name)) = ANY(ARRAY(SELECT f_unaccent(lower(n)) FROM unnest(${list('names')}) AS n))`;

/**
 * Everything an import chunk's plan reads, in ONE prepared statement (db/named-query.ts) and one round
 * trip: every user the rows may refer to (lower(email), CPF or externalId in the chunk's values) and
 * every company they name (users-import.companies). Each key list is one jsonb parameter read as
 * `= ANY(ARRAY(...))`, so the unique indexes are probed with the list; matching happens in memory
 * (users-import.plan). Two statements, one drizzle-built with a parameter per key, were ~5 of a quiet
 * chunk's ~25 ms on a slow machine (bench/README.md).
 */
const chunkReadStatement = namedStatement<{ users: CandidateRow[] | null; companies: CompanyRow[] | null }>(
  () => sql`
    SELECT
      (SELECT json_agg(json_build_object('id', id, 'email_lower', lower(email), 'document', document,
                'external_id', external_id, 'address', address, 'city', city, 'state', state,
                'full_name', full_name, 'badge_name', badge_name, 'phone_number', phone_number,
                'profession', profession, 'company_id', company_id, 'company_name', company_name,
                'company_document', company_document))
         FROM users
         WHERE lower(email) = ANY(${list('emails')})
           OR document = ANY(${list('userDocuments')})
           OR external_id = ANY(${list('externalIds')})) AS users,
      (SELECT json_agg(json_build_object('id', id, 'document', document, 'name', name,
                'social_name', social_name, 'company_type', company_type))
         FROM companies WHERE ${namedCompaniesWhere()}) AS companies`,
);

export async function readImportChunk(
  db: DbOrTx,
  keys: { emails: string[]; documents: string[]; externalIds: string[] },
  companyKeys: CompanyKeys | null,
): Promise<{ candidates: ImportCandidate[]; companies: NamedCompany[] }> {
  const [row] = await chunkReadStatement(db, {
    emails: JSON.stringify(keys.emails),
    userDocuments: JSON.stringify(keys.documents),
    externalIds: JSON.stringify(keys.externalIds),
    documents: JSON.stringify(companyKeys?.documents ?? []),
    names: JSON.stringify(companyKeys?.names ?? []),
  });
  return {
    candidates: (row?.users ?? []).map((r) => ({
      id: r.id,
      emailLower: r.email_lower,
      document: r.document,
      externalId: r.external_id,
      address: r.address,
      city: r.city,
      state: r.state,
      fullName: r.full_name,
      badgeName: r.badge_name,
      phoneNumber: r.phone_number,
      profession: r.profession,
      companyId: r.company_id,
      companyName: r.company_name,
      companyDocument: r.company_document,
    })),
    companies: (row?.companies ?? []).map(namedCompany),
  };
}

const namedCompany = (r: CompanyRow): NamedCompany => ({
  id: r.id,
  document: r.document,
  name: r.name,
  socialName: r.social_name,
  companyType: r.company_type,
});

const namedCompaniesStatement = namedStatement<CompanyRow>(
  () =>
    sql`SELECT id, document, name, social_name, company_type FROM companies WHERE ${namedCompaniesWhere()}`,
);

/** The companies one row names (the row-by-row replay; a chunk reads them in readImportChunk). */
export async function findNamedCompanies(db: DbOrTx, keys: CompanyKeys): Promise<NamedCompany[]> {
  if (!keys.documents.length && !keys.names.length) return [];
  const rows = await namedCompaniesStatement(db, {
    documents: JSON.stringify(keys.documents),
    names: JSON.stringify(keys.names),
  });
  return rows.map(namedCompany);
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
  const { names, record } = recordMaker(keys);
  return { json: JSON.stringify(rows.map(record)), names };
}

const recordMakers = new Map<string, { names: string[]; record: (row: Partial<NewUser>) => object }>();

/**
 * A row's record for asJsonRecords as ONE object literal `{ column_name: row.key ?? null, ... }`, made
 * once per key list: V8 gives every record one fixed shape, allocated at once, and JSON.stringify takes
 * its fast path. Adding 21 properties one by one to `{}` (and an entry array per property) was a fifth
 * of an import chunk's allocations and twice the CPU (bench/README.md, session of 2026-11-27). The code
 * is generated from the schema's own column names and keys, never from input.
 */
function recordMaker(keys: readonly (keyof NewUser & keyof typeof users)[]) {
  const id = keys.join(',');
  let made = recordMakers.get(id);
  if (!made) {
    const names = keys.map((key) => users[key].name);
    const fields = keys.map((key, i) => `${JSON.stringify(names[i])}: row[${JSON.stringify(key)}] ?? null`);
    const record = new Function('row', `return { ${fields.join(', ')} };`) as (
      row: Partial<NewUser>,
    ) => object;
    made = { names, record };
    recordMakers.set(id, made);
  }
  return made;
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
