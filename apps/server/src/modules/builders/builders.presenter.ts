import { BUILDER_DOCUMENT_KEY_LIST } from '@feira/shared';
import type { BuilderRecordRow, BuilderRecordWithCompanies } from './builders.repository';

/** True when all six documents were sent and approved. */
export function allDocumentsApproved(r: BuilderRecordRow): boolean {
  return BUILDER_DOCUMENT_KEY_LIST.every((key) => r[key]?.status === 1);
}

/**
 * A builder record as the API shows it (spec part 1 §3 Builder record): the exhibitor (`company`), the
 * builder company (`builder`), the two answers (null = "Não informado"), the six documents
 * `{url, status, reason}` (null = "Não enviado") and whether all six are approved.
 */
export function presentBuilderRecord({ record: r, company, builder }: BuilderRecordWithCompanies) {
  const documents = Object.fromEntries(
    BUILDER_DOCUMENT_KEY_LIST.map((key) => {
      const d = r[key];
      return [key, d ? { url: d.url, status: d.status, reason: d.reason ?? null } : null];
    }),
  ) as Record<
    (typeof BUILDER_DOCUMENT_KEY_LIST)[number],
    { url: string; status: number; reason: string | null } | null
  >;
  return {
    _id: r.id,
    company,
    builder,
    needWaterAndDrain: r.needWaterAndDrain,
    needAdditionalThreePhasePower: r.needAdditionalThreePhasePower,
    ...documents,
    allDocumentsApproved: allDocumentsApproved(r),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
