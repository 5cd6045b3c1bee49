import type { Role } from '@feira/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { newUserCode } from '../ids';
import { type Address, createdAt, type FileRef, id, timestamptz, trgmRawIndex, updatedAt } from './columns';
import { companies } from './companies';

/** users.search_text's expression; db/user-search.ts filters against it. */
const USERS_SEARCH_TEXT = sql`f_unaccent(lower(coalesce(full_name, '') || ' | ' || coalesce(email, '') || ' | ' || coalesce(company_name, '') || ' | ' || coalesce(profession, '') || ' | ' || coalesce(document, '')))`;

/** The trigram index every users text filter reads (db/user-search.ts); imports merge its pending list. */
export const USERS_SEARCH_INDEX = 'users_search_text_trgm_idx';

/**
 * People: staff, exhibitor and builder users, visitors from accreditation and imports (part 1 §3 User,
 * import row; part 2 accreditation payload). A user's events come from event_attendees.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Stored (not generated) so it can be trigram-indexed and sorted; the app keeps it in sync. */
    fullName: text('full_name').notNull().default(''),
    /**
     * f_unaccent(lower(full_name)), stored: the name filter's exact condition, a plain LIKE instead of
     * calling unaccent per row; search_text's trigram index finds the candidates (db/user-search.ts).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`f_unaccent(lower(full_name))`),
    /**
     * Every text filter's haystack in one stored column with ONE trigram index (migration
     * 0010_users_hot_writes): f_unaccent(lower()) of name, e-mail, company name, profession and CPF,
     * separated by " | ". A filter is `search_text LIKE '%x%' AND <its own column> LIKE '%x%'`
     * (db/user-search.ts): the index narrows, the column's own condition keeps the answer exact. One
     * GIN index instead of five: imports and non-HOT updates write a fifth of the trigram entries.
     */
    searchText: text('search_text').generatedAlwaysAs(USERS_SEARCH_TEXT),
    badgeName: text('badge_name'),
    /** CPF, 11 digits, no mask. Null when unknown (imports may have only e-mail or externalId). */
    document: text('document'),
    /** Nullable: an import row may have only a document or an externalId. Unique on lower(email). */
    email: text('email'),
    /** E.164 with +55 (or the importer's country code) and the national form for display and search. */
    phoneNumber: text('phone_number'),
    nationalPhoneNumber: text('national_phone_number'),
    /** 'YYYY-MM-DD' string: a calendar date, never shifted by time zones. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** 0 male, 1 female, 2 other. */
    gender: smallint('gender'),
    profession: text('profession'),
    /** Company name as typed (accreditation, import); company_id is the linked record when there is one. */
    companyName: text('company_name'),
    /** CNPJ the person declared (import "companyDocument", accreditation "cnpj"), digits only. */
    companyDocument: text('company_document'),
    companyId: text('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    sector: text('sector'),
    /** Badge code (DESIGN.md §4): 10 upper-case characters, generated on insert when not given. */
    code: varchar('code', { length: 10 })
      .notNull()
      .$defaultFn(() => newUserCode()),
    ticketType: text('ticket_type'),
    /** Id in an outside system (ticketing, import source). Unique when present. */
    externalId: text('external_id'),
    /** Canonical casing from @feira/shared ROLES; normalise input with normalizeRole() before writing. */
    role: text('role').$type<Role>().notNull().default('User'),
    /** 0 disabled or pending approval (/Register), 1 enabled. */
    status: smallint('status').notNull().default(1),
    /**
     * True from /Register until an admin enables the account. Status is 0 meanwhile, as for a disabled
     * user; this flag lets login answer "User registration is pending" instead of "User is disabled".
     */
    pendingApproval: boolean('pending_approval').notNull().default(false),
    passwordHash: text('password_hash'),
    /** Recovery and access tokens issued before this instant are void. */
    passwordChangedAt: timestamptz('password_changed_at'),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    professionalFiles: jsonb('professional_files').$type<FileRef[]>().notNull().default([]),
    qrPrinted: boolean('qr_printed').notNull().default(false),
    checkInAt: timestamptz('check_in_at'),
    address: jsonb('address').$type<Address>(),
    /** Copies of address.city/state kept as columns so lists can filter and sort on them. */
    city: text('city'),
    state: varchar('state', { length: 2 }),
    /** The admin list's "mobile" column: the account came from the mobile app. */
    mobile: boolean('mobile').notNull().default(false),
    createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_code_key').on(t.code),
    uniqueIndex('users_external_id_key').on(t.externalId).where(sql`${t.externalId} IS NOT NULL`),
    // One person, one account: CPF lookups (kiosk, certificates, check-in upload) must be unambiguous.
    uniqueIndex('users_document_key').on(t.document).where(sql`${t.document} IS NOT NULL`),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('users_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('users_role_created_at_idx').on(t.role, t.createdAt.desc().nullsFirst()),
    // No index may contain a column that check-in, badge printing or a status change writes
    // (check_in_at, qr_printed, status, pending_approval, updated_at): those updates must stay HOT
    // (heap-only, no index touched; the table has fillfactor 80 for the room, set in migration 0010).
    // The status and check-in filters walk users_created_at_idx instead (see docs/architecture.md).
    index('users_created_by_idx').on(t.createdBy),
    trgmRawIndex(USERS_SEARCH_INDEX, t.searchText),
    // The total of a name filter that matches many people is counted from this small btree by an
    // index-only scan instead of from the table (db/user-search.ts userNameCountOf). search_name
    // changes only with the name, so check-in and printing stay HOT.
    index('users_search_name_idx').on(t.searchName),
    check('users_gender_check', sql`${t.gender} IN (0, 1, 2)`),
    check('users_status_check', sql`${t.status} IN (0, 1)`),
    check('users_code_check', sql`char_length(${t.code}) = 10`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
