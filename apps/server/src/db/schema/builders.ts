import { BUILDER_DOCUMENT_KEY_LIST } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/** One builder document: upload URL, approval status (0 pending, 1 approved, 2 rejected), reason. */
export interface BuilderDocument {
  url: string;
  status: number;
  reason?: string | null;
}

const document = (name: string) => jsonb(name).$type<BuilderDocument>();

/**
 * The stand-building arrangement of one exhibitor (part 1 §3 Builder record, §4 Builder registration):
 * a builder company (type M) is created or found by CNPJ, then claimed ("tag") by the exhibitor, which
 * creates this row. One row per exhibitor; a builder company serves many exhibitors.
 *
 * Each of the six documents is one jsonb column {url, status, reason} rather than 18 plain columns: a
 * document is always written as a unit (a new upload resets status and reason), the API's fileKey maps
 * one-to-one to a property (BUILDER_DOCUMENT_KEY_LIST are the property names), and no list filters on document status.
 */
export const builderRecords = pgTable(
  'builder_records',
  {
    id: id(),
    /** The builder (montadora), a company of type M. */
    builderCompanyId: text('builder_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The exhibitor that claimed the builder. */
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null means "Não informado". */
    needWaterAndDrain: boolean('need_water_and_drain'),
    needAdditionalThreePhasePower: boolean('need_additional_three_phase_power'),
    artExecution: document('art_execution'),
    artProject: document('art_project'),
    blueprint: document('blueprint'),
    view: document('view'),
    volumetric3D: document('volumetric_3d'),
    insurancePolicy: document('insurance_policy'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('builder_records_company_id_key').on(t.companyId),
    index('builder_records_builder_company_id_created_at_idx').on(
      t.builderCompanyId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('builder_records_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('builder_records_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} IS NOT NULL`),
  ],
);

export type BuilderRecord = typeof builderRecords.$inferSelect;
export type NewBuilderRecord = typeof builderRecords.$inferInsert;

// Compile-time guard: each API fileKey is a property of builderRecords, so `record[fileKey]` is typed.
BUILDER_DOCUMENT_KEY_LIST satisfies readonly (keyof BuilderRecord)[];
