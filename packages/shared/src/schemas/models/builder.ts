import { z } from 'zod';
import { BUILDER_DOCUMENT_OPTIONS, type BuilderDocumentKey } from '../../enums/company';
import { builderCompanyModelSchema, builderDocumentModelSchema } from './company';

const documents = Object.fromEntries(
  BUILDER_DOCUMENT_OPTIONS.map((d) => [d.value, builderDocumentModelSchema]),
) as Record<BuilderDocumentKey, typeof builderDocumentModelSchema>;

/**
 * `GET /builder/{id}`, `GET /builder/company/{id}`, rows of `GET /builder` (spec part 1 §3 Builder
 * record): the exhibitor (`company`), the builder company, the two answers (null = "Não informado"),
 * the six documents and whether all six are approved.
 */
export const builderRecordModelSchema = z.object({
  _id: z.string(),
  company: builderCompanyModelSchema,
  builder: builderCompanyModelSchema,
  needWaterAndDrain: z.boolean().nullable(),
  needAdditionalThreePhasePower: z.boolean().nullable(),
  ...documents,
  allDocumentsApproved: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
