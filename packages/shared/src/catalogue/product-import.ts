import { z } from 'zod';
import { parseReaisText } from '../format/reais-text';
import { FIELD_MESSAGES } from '../messages/field';
import { MAX_MONEY_CENTS, textField } from '../schemas/fields';
import { PRODUCT_IMPORT_CHUNK, stripManufacturerPrefix } from './product-sheet';
import { CATALOGUE_MESSAGES, PRODUCT_CODE_MAX } from './schemas';

/** The server-side checks of the product import (the zod half; the sheet mapping is product-sheet.ts). */
const optional = (max = 255) => textField({ required: false, max });

/**
 * Cost price of an import row: cents (a number), or text in reais read by parseReaisText ("980" is
 * R$ 980,00, never 980 cents); an ambiguous text ("1.23", "1,234.56") is refused with its own message.
 */
const importPrice = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && !v.trim())) return 0;
    const cents = typeof v === 'number' ? v : parseReaisText(v);
    if (cents === 'ambiguous') {
      ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.priceAmbiguous, input: v });
      return z.NEVER;
    }
    if (typeof cents !== 'number' || !Number.isInteger(cents)) {
      ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.invalidNumber, input: v });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(z.number().min(0, FIELD_MESSAGES.invalidNumber).max(MAX_MONEY_CENTS, FIELD_MESSAGES.valueTooHigh));

/** A cell may come as text or as a number (codes such as 1020 often do). */
const cell = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schema);

/** One import row as the server checks it (the category is a name; created when new). */
export const productImportRowSchema = z.object({
  code: cell(textField({ max: PRODUCT_CODE_MAX })),
  name: cell(textField()),
  category: cell(optional(120)),
  costPrice: importPrice,
  utility: cell(optional()),
  size: cell(optional()),
  brand: cell(optional()),
  canvas: cell(optional()),
  specification: cell(optional(2000)),
  indice: cell(optional()),
  modelProduct: cell(optional()),
  manufacturer: cell(optional()).transform((v) => (v === null ? null : stripManufacturerPrefix(v) || null)),
  origin: cell(optional()),
  customsCode: cell(optional()),
});
export type ProductImportValues = z.output<typeof productImportRowSchema>;

const rawCell = z.union([z.string(), z.number(), z.null()]).optional();

/**
 * POST /product/import body: at most 100 rows (an array, or `{ rows: [...] }`). Each row is checked on
 * its own, so one bad row is reported in the answer and the others are still written.
 */
export const productImportBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { rows: v } : v),
  z.object({
    rows: z
      .array(z.record(z.string(), rawCell))
      .min(1, FIELD_MESSAGES.required)
      .max(PRODUCT_IMPORT_CHUNK, `Envie no máximo ${PRODUCT_IMPORT_CHUNK} linhas por vez`),
  }),
);

/** The answer for one row of a chunk (index in the chunk). */
export const productImportResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'rejected']),
  _id: z.string().optional(),
  errors: z.record(z.string(), z.string()),
  /** What the row did besides its product, e.g. "categoria criada: Pneus" (issue 39 item 6). */
  notes: z.array(z.string()).optional(),
});
