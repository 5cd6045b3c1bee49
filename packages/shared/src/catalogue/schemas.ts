import { z } from 'zod';
import { VIDEO_STATUS_OPTIONS, type VideoStatus } from '../enums/events';
import { FIELD_MESSAGES } from '../messages/field';
import { moneyCentsField, textField, uploadedFileField, videoLinkField } from '../schemas/fields';
import { audienceField, publishedField } from './audience';
import { stripManufacturerPrefix } from './product-sheet';

/**
 * Bodies of the content and catalogue calls (spec part 2 §5 and §7: news, videos, product categories,
 * products), used by the server's validation and the web's forms. News and video text is stored as
 * typed: it is never rendered as HTML (the web shows it as plain text with line breaks).
 */

/** Longest news or video text (not in spec). */
export const CONTENT_TEXT_MAX = 20_000;
/** Longest product code (not in spec). */
export const PRODUCT_CODE_MAX = 64;
/** The price policy a product gets when none is chosen (issue 15). */
export const DEFAULT_PRICE_POLICY = 'Padrão';

/** Not in spec: answers of the catalogue rules the spec states without wording. */
export const CATALOGUE_MESSAGES = {
  categoryInUse: 'Esta categoria está em uso por produtos e não pode ser excluída',
  categoryTaken: 'Já existe uma categoria com este nome',
  codeTaken: 'Já existe um produto com este código',
  codeRepeated: 'Código repetido na planilha: vale a última linha com ele',
  priceNotDefined: 'Não definido',
  /** A text price with a dot or comma that could be read two ways (issue 39 item 11): refused, never guessed. */
  priceAmbiguous: 'Preço ambíguo: escreva em reais como 1.234,56 (vírgula para os centavos)',
  /** The per-row report of an import that created a category (issue 39 item 6). */
  categoryCreated: (name: string) => `categoria criada: ${name}`,
} as const;

const id = () => z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(64);
const optionalId = () =>
  z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null);

// ---- news -------------------------------------------------------------------------------------------

/** POST /news and PUT /news/{id}: title required; text, banner (png/jpeg) and video link optional. */
export const newsFormSchema = z.object({
  title: textField(),
  description: textField({ required: false, max: CONTENT_TEXT_MAX }).transform((v) => v ?? ''),
  banner: uploadedFileField('image', { required: false }),
  video: videoLinkField({ required: false }),
  published: publishedField,
  audience: audienceField,
});
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsForm = z.output<typeof newsFormSchema>;

// ---- videos -----------------------------------------------------------------------------------------

const videoStatus = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
  .refine((v) => VIDEO_STATUS_OPTIONS.some((o) => o.value === v), FIELD_MESSAGES.invalidOption)
  .transform((v) => v as VideoStatus);

/** POST /createvideo and PUT /video/{id} (spec part 2 §5 "Video"). */
export const videoFormSchema = z.object({
  title: textField(),
  link: videoLinkField(),
  description: textField({ max: CONTENT_TEXT_MAX }),
  status: videoStatus,
  published: publishedField,
  audience: audienceField,
});
export type VideoFormInput = z.input<typeof videoFormSchema>;
export type VideoForm = z.output<typeof videoFormSchema>;

// ---- product categories -----------------------------------------------------------------------------

/** POST /productCategory and PUT /productCategory/{id}: the name, "Campo obrigatório". */
export const productCategoryFormSchema = z.object({ name: textField({ max: 120 }) });
export type ProductCategoryFormInput = z.input<typeof productCategoryFormSchema>;

// ---- products ---------------------------------------------------------------------------------------

const optionalText = (max = 255) => textField({ required: false, max });
const manufacturer = () =>
  optionalText().transform((v) => (v === null ? null : stripManufacturerPrefix(v) || null));

/** The product's descriptive fields, optional in the form and in the import. */
const productDetails = {
  modelProduct: optionalText(),
  brand: optionalText(),
  manufacturer: manufacturer(),
  origin: optionalText(),
  customsCode: optionalText(),
  utility: optionalText(),
  size: optionalText(),
  canvas: optionalText(),
  specification: optionalText(2000),
  indice: optionalText(),
};

/**
 * POST /product and PUT /product/{id} (spec part 2 §5 "Product"): code, name, cost price (cents: 1290,
 * "1290" or "R$ 12,90") and category required; the price policy defaults to "Padrão".
 */
export const productFormSchema = z.object({
  code: textField({ max: PRODUCT_CODE_MAX }),
  name: textField(),
  costPrice: moneyCentsField(0),
  category: id(),
  pricePolicy: optionalId(),
  inmetroNumber: optionalText(),
  imported: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  description: optionalText(2000),
  ...productDetails,
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;
