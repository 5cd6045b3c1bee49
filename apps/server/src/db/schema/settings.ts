import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * Admin-editable configuration as key -> JSON (partner pages' links and images, Pix merchant data...).
 * The application validates each key's value with its own zod schema when reading and writing.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type AppSetting = typeof appSettings.$inferSelect;
