import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { COMPANY_TYPES, type CompanyType } from '../enums';
import { type Address, createdAt, id, inList, trgmIndex, trgmRawIndex, updatedAt } from './columns';
import { users } from './users';

/** Exhibitors (E), builders (M) and service providers (S) in one table (part 1 §3 Company). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    /** Razão social. */
    name: text('name').notNull(),
    /**
     * f_unaccent(lower(name)), stored: the name filter of the company lists and pickers rechecks its
     * trigram matches with a plain LIKE instead of calling unaccent per row (as users.search_name).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /** Nome fantasia. */
    socialName: text('social_name').notNull().default(''),
    segment: text('segment'),
    stand: text('stand'),
    /** CNPJ, 14 digits, no mask. */
    document: text('document').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    nationalPhoneNumber: text('national_phone_number'),
    /** The edit form offers 0 disabled, 1 enabled (the shared status list also has 2 and 3). */
    status: smallint('status').notNull().default(1),
    about: text('about'),
    /** Hundredths of a percent: 1000 = 10.00%. Added on top of a cashback's value when it is charged. */
    cashbackFee: integer('cashback_fee').notNull().default(0),
    logo: text('logo'),
    banner: text('banner'),
    catalog: text('catalog'),
    /** Signed responsibility term (exhibitors); status null until one is uploaded, then 0/1/2. */
    responsibilityFileUrl: text('responsibility_file_url'),
    responsibilityStatus: smallint('responsibility_status'),
    companyType: char('company_type', { length: 1 }).$type<CompanyType>().notNull(),
    address: jsonb('address').$type<Address>(),
    /** Copies of address.city/state for filtering. */
    city: text('city'),
    state: varchar('state', { length: 2 }),
    createdBy: text('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The same CNPJ may be both an exhibitor and, say, a service provider, but only once per type.
    uniqueIndex('companies_company_type_document_key').on(t.companyType, t.document),
    index('companies_document_idx').on(t.document),
    index('companies_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('companies_company_type_created_at_idx').on(t.companyType, t.createdAt.desc().nullsFirst()),
    index('companies_status_idx').on(t.status),
    index('companies_created_by_idx').on(t.createdBy),
    trgmRawIndex('companies_search_name_trgm_idx', t.searchName),
    trgmIndex('companies_social_name_trgm_idx', t.socialName),
    // equality on the folded names (the user import's "Empresa" column, users-import.companies.ts): a
    // trigram index answers `= ANY(...)` by scanning every company sharing "ltda" (5-60 ms per chunk)
    index('companies_search_name_idx').on(t.searchName),
    index('companies_social_name_folded_idx').using('btree', sql`f_unaccent(lower(${t.socialName}))`),
    trgmIndex('companies_email_trgm_idx', t.email),
    trgmRawIndex('companies_document_trgm_idx', t.document),
    check('companies_company_type_check', inList(t.companyType, COMPANY_TYPES)),
    check('companies_responsibility_status_check', sql`${t.responsibilityStatus} IN (0, 1, 2)`),
    check('companies_cashback_fee_check', sql`${t.cashbackFee} >= 0`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
