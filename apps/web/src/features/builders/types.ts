import type {
  builderCompanyModelSchema,
  builderDocumentModelSchema,
  builderRecordModelSchema,
  WireOf,
} from '@feira/shared';

/** A company as a builder record references it (exhibitor or builder). */
export type BuilderCompanyRef = WireOf<typeof builderCompanyModelSchema>;

/** One of the six documents: null = "Não enviado". */
export type BuilderDocumentValue = NonNullable<WireOf<typeof builderDocumentModelSchema>>;

/** `GET /builder/{id}`, `GET /builder/company/{id}`, rows of `GET /builder` (spec part 1 §3 Builder record). */
export type BuilderRecord = WireOf<typeof builderRecordModelSchema>;
