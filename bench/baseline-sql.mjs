/**
 * The SQL of the bare baseline (bench/baseline-server.mjs), written out by hand as a bare endpoint would
 * have it. It must stay the SQL the product's users repository sends (captured from the product's pool by
 * bench/product-sql.ts): the baseline run compares the two texts and says so when they differ.
 */

/** Every users column the answer shows (camelCase aliases), and the company beside it. */
const COLUMNS = [
  ['id', 'id'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['full_name', 'fullName'],
  ['badge_name', 'badgeName'],
  ['document', 'document'],
  ['email', 'email'],
  ['phone_number', 'phoneNumber'],
  ['national_phone_number', 'nationalPhoneNumber'],
  ['birth_date', 'birthDate'],
  ['gender', 'gender'],
  ['profession', 'profession'],
  ['company_name', 'companyName'],
  ['company_document', 'companyDocument'],
  ['company_id', 'companyId'],
  ['sector', 'sector'],
  ['code', 'code'],
  ['ticket_type', 'ticketType'],
  ['external_id', 'externalId'],
  ['role', 'role'],
  ['status', 'status'],
  ['pending_approval', 'pendingApproval'],
  ['professional_files', 'professionalFiles'],
  ['qr_printed', 'qrPrinted'],
  ['check_in_at', 'checkInAt'],
  ['address', 'address'],
  ['city', 'city'],
  ['state', 'state'],
  ['mobile', 'mobile'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
]
  .map(([column, alias]) => `"users"."${column}" as "${alias}"`)
  .concat([
    '"companies"."id" as "companyRefId"',
    '"companies"."name" as "companyRefName"',
    '"companies"."company_type" as "companyRefType"',
  ])
  .join(', ');

/** The name filter (db/user-search.ts): the combined search column narrows, the name keeps it exact. */
const NAME_FILTER = `("users"."search_text" LIKE '%' || f_unaccent(lower($1::text)) || '%' AND strpos(coalesce("users"."search_name", ''), f_unaccent(lower($2::text))) > 0)`;
/** How many times the filter's term is sent ($1, $2, ...). */
export const NAME_FILTER_PARAMS = 2;

/** The page, newest first; with the name filter its term comes first. Drizzle leaves out `offset 0`. */
export function pageSql(filtered, withOffset) {
  const n = filtered ? NAME_FILTER_PARAMS + 1 : 1;
  return [
    `select ${COLUMNS} from "users" left join "companies" on "companies"."id" = "users"."company_id"`,
    filtered ? ` where ${NAME_FILTER}` : '',
    ` order by "users"."created_at" desc, "users"."id" desc limit $${n}`,
    withOffset ? ` offset $${n + 1}` : '',
  ].join('');
}

/**
 * The name filter as the product recounts a total of at least NAME_COUNT_BY_INDEX_FROM people
 * (db/user-search.ts userNameCountOf): the name index alone, the plain term once.
 */
const NAME_COUNT_FILTER = `strpos(coalesce("users"."search_name", ''), f_unaccent(lower($1::text))) > 0`;
/** The product's NAME_COUNT_BY_INDEX_FROM (users.repository.ts); bench/baseline.mjs checks they agree. */
export const NAME_COUNT_BY_INDEX_FROM = 5_000;

/**
 * The list's total, with or without the name filter; `large`: a recount of a name filter whose last
 * total was at least NAME_COUNT_BY_INDEX_FROM.
 */
export function countSql(filtered, large = false) {
  if (filtered && large) return `select count(*) from "users" where ${NAME_COUNT_FILTER}`;
  return `select count(*) from "users"${filtered ? ` where ${NAME_FILTER}` : ''}`;
}

/** The check-in upload, as the product writes it: one UPDATE, $1 check_in_at, $2 updated_at, $3 the CPFs. */
export const CHECK_IN_SQL = `update "users" set "check_in_at" = $1, "updated_at" = $2 where "users"."document" = any($3::text[]) returning "document"`;
