import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccreditationType } from '../enums';
import { createdAt, id, timestamptz } from './columns';
import { companies } from './companies';
import { events } from './events';
import { users } from './users';

/** Answers of the public wizard that are not person data (part 2 §3 accreditation payload). */
export interface AccreditationDetails {
  architect?: boolean;
  interiorDecorator?: boolean;
  /** Importers give a country instead of a CEP. */
  country?: string;
  [key: string]: unknown;
}

/**
 * One public accreditation and its LGPD consent (DESIGN.md §7): who accepted which terms, when, from
 * where. The person's data goes to users; this row keeps the wizard-only answers and the consent proof.
 * Cascade on user delete: the consent is personal data too and goes with an erasure.
 */
export const accreditationConsents = pgTable(
  'accreditation_consents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Wizard type: exhibitor, store, press, guest, professional, importer, builder, provider. */
    type: text('type').$type<AccreditationType>().notNull(),
    /** The event in the accreditation link, when there was one. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** "Como nos conheceu". */
    knowAbout: text('know_about'),
    /** Version label and the exact text the person accepted. */
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text'),
    consentedAt: timestamptz('consented_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<AccreditationDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('accreditation_consents_user_id_idx').on(t.userId),
    index('accreditation_consents_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('accreditation_consents_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
  ],
);

export type AccreditationConsent = typeof accreditationConsents.$inferSelect;

/**
 * Form tokens already spent (issue 37 item 9): a token works for one successful submit. The primary
 * key is the token's signed `<issued ms>.<nonce>`; of two submits with one token the second INSERT
 * conflicts (or waits for the first transaction and then conflicts), so exactly one wins. Rows older
 * than the token's 12 h life are useless and deleted by later submits.
 */
export const accreditationTokenUses = pgTable(
  'accreditation_token_uses',
  {
    tokenId: text('token_id').primaryKey(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [index('accreditation_token_uses_used_at_idx').on(t.usedAt)],
);

/**
 * Step-3 documents signed for a form token (`POST /accreditation/upload`): the submit accepts only the
 * file keys recorded here for its own token, and consumes them.
 */
export const accreditationUploads = pgTable(
  'accreditation_uploads',
  {
    /** the storage key, `user/<uuid>/<name>.<ext>` */
    key: text('key').primaryKey(),
    tokenId: text('token_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('accreditation_uploads_token_id_idx').on(t.tokenId),
    index('accreditation_uploads_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A pending request to join a company (issue 37 item 1): a public form never grants membership of an
 * existing company. The person stays without company until a manager of THAT company or an admin
 * approves (company_id copied to users.company_id and this row deleted, in one statement) or refuses
 * (row deleted). One request per person; gone with the person or the company.
 */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_join_requests_company_id_idx').on(t.companyId, t.createdAt)],
);

export type CompanyJoinRequest = typeof companyJoinRequests.$inferSelect;
