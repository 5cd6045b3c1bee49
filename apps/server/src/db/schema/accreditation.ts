import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccreditationType } from '../enums';
import { createdAt, id, timestamptz } from './columns';
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
