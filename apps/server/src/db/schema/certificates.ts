import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * A participation certificate (DESIGN.md §6): issued once per (event, user) to users who checked in,
 * after the public form matched CPF and birth date. Emitting again returns the same row (same code),
 * so the PDF is reproducible. `code` is printed on the PDF for verification.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Verification code, e.g. newUserCode() from ../ids.ts. */
    code: text('code').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_event_id_user_id_key').on(t.eventId, t.userId),
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('certificates_user_id_idx').on(t.userId),
  ],
);

export type Certificate = typeof certificates.$inferSelect;

/**
 * The certificate an event gives (admin screens /certificate): one template per event, its text with
 * the placeholders {nome}, {evento}, {data} and {horas}, an optional background image (an uploaded
 * file's reference) and the hours it certifies.
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    background: text('background'),
    hours: integer('hours').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('certificate_templates_event_id_key').on(t.eventId),
    index('certificate_templates_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('certificate_templates_hours_check', sql`${t.hours} >= 0`),
  ],
);

export type CertificateTemplate = typeof certificateTemplates.$inferSelect;
