import { z } from 'zod';
import { BUILDER_DOCUMENT_OPTIONS, type BuilderDocumentKey } from '../enums/company';
import { valuesOf } from '../enums/define';
import { FIELD_MESSAGES } from '../messages/field';
import { uploadedFileField } from './fields';

export const BUILDER_DOCUMENT_KEY_LIST = valuesOf(BUILDER_DOCUMENT_OPTIONS);

/** A yes/no answer: true/false, or "true"/"false" from a radio group. */
const yesNoField = () =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: FIELD_MESSAGES.required }),
  );

/** One uploaded builder document as the form sends it: `{ url }` of a PDF. */
export const builderDocumentInputSchema = z.object({ url: uploadedFileField('pdf') });

const documentField = () => builderDocumentInputSchema.nullish();

/**
 * `PUT /builder/tagEdit/{id}` (spec part 1 §5 "Builder documents form"): both yes/no answers are
 * required, each of the six documents is `{url}` of a PDF. A document left out keeps what is stored;
 * null removes it; a new url goes back to status 0 (Em análise) without a reason.
 */
export const builderDocumentsFormSchema = z.object({
  needWaterAndDrain: yesNoField(),
  needAdditionalThreePhasePower: yesNoField(),
  ...(Object.fromEntries(BUILDER_DOCUMENT_KEY_LIST.map((k) => [k, documentField()])) as Record<
    BuilderDocumentKey,
    ReturnType<typeof documentField>
  >),
});
export type BuilderDocumentsFormInput = z.input<typeof builderDocumentsFormSchema>;
export type BuilderDocumentsForm = z.output<typeof builderDocumentsFormSchema>;

/**
 * `POST /builder/tag`: claim the builder company `id` (type M) for the caller's company. An admin
 * (who has no company) names the exhibitor in `company`.
 */
export const builderTagSchema = z.object({
  id: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(64),
  company: z.string().trim().max(64).nullish(),
});
export type BuilderTagInput = z.input<typeof builderTagSchema>;
