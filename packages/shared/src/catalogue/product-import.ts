import { z } from 'zod';
import { parseMoneyToCents } from '../format/money';
import { foldText } from '../format/text';
import { FIELD_MESSAGES } from '../messages/field';
import { MAX_MONEY_CENTS, textField } from '../schemas/fields';
import { PRODUCT_CODE_MAX, stripManufacturerPrefix } from './schemas';

/**
 * The product spreadsheet import (spec part 2 §3 "Product import row", issue 15): the web reads the
 * .xls/.xlsx into a 2-D array (SheetJS `sheet_to_json(sheet, { header: 1 })`, in a worker), finds the
 * header row, maps the Portuguese columns to the fields below and sends chunks of 100 rows to
 * POST /product/import. The server checks each row again with productImportRowSchema.
 */
export const PRODUCT_IMPORT_FIELDS = [
  'code',
  'name',
  'category',
  'utility',
  'size',
  'brand',
  'costPrice',
  'canvas',
  'specification',
  'indice',
  'modelProduct',
  'manufacturer',
  'origin',
  'customsCode',
] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];

/** Rows per POST /product/import call (spec part 2 §9). */
export const PRODUCT_IMPORT_CHUNK = 100;

/**
 * Header spellings, folded (no accents, lower case, letters and digits only). The spec's columns in
 * order are cod, chave, item, utilidade, medida, marca, preco, lonas, especificacao, indice, modelo,
 * fabricante, origem, cod. alfandegario, which give the fields in PRODUCT_IMPORT_FIELDS' order.
 */
const SYNONYMS: Record<ProductImportField, string[]> = {
  code: ['cod', 'codigo', 'code', 'referencia', 'ref'],
  name: ['chave', 'nome', 'produto', 'name', 'descricao'],
  category: ['item', 'categoria', 'category'],
  utility: ['utilidade'],
  size: ['medida', 'tamanho'],
  brand: ['marca'],
  costPrice: ['preco', 'precodecusto', 'custo', 'valor', 'costprice'],
  canvas: ['lonas', 'lona'],
  specification: ['especificacao', 'especificacoes'],
  indice: ['indice'],
  modelProduct: ['modelo', 'model'],
  manufacturer: ['fabricante'],
  origin: ['origem'],
  customsCode: ['codalfandegario', 'codigoalfandegario', 'ncm'],
};

const fold = (text: unknown) => foldText(String(text ?? '')).replace(/[^a-z0-9]/g, '');

export type ProductImportMapping = Record<ProductImportField, number | null>;

/** Maps header cells to fields by name (accents and case ignored); each column is used once. */
export function mapProductHeaders(headers: readonly unknown[]): {
  mapping: ProductImportMapping;
  mapped: number;
} {
  const folded = headers.map(fold);
  const used = new Set<number>();
  const mapping = Object.fromEntries(PRODUCT_IMPORT_FIELDS.map((f) => [f, null])) as ProductImportMapping;
  let mapped = 0;
  for (const field of PRODUCT_IMPORT_FIELDS) {
    const at = folded.findIndex((h, i) => !used.has(i) && h !== '' && SYNONYMS[field].includes(h));
    if (at >= 0) {
      mapping[field] = at;
      used.add(at);
      mapped++;
    }
  }
  return { mapping, mapped };
}

/**
 * A price cell in cents: a number cell is in reais (12.9 -> 1290); text is read the Brazilian way
 * ("1.234,56" and "R$ 12,90"), except a lone dot followed by one or two digits ("12.90"), which a
 * spreadsheet exported with a dot decimal writes. Empty -> null; unreadable text is kept as it is, so
 * the server answers that row with "Informe um número válido".
 */
export function priceCellToCents(cell: unknown): number | string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : String(cell);
  const text = String(cell).trim();
  if (!text) return null;
  const dotDecimal = /^(R\$)?\s*-?\d+\.\d{1,2}$/i.exec(text.replace(/\s+/g, ' '));
  if (dotDecimal) return Math.round(Number(text.replace(/R\$|\s/gi, '')) * 100);
  return parseMoneyToCents(text) ?? text;
}

/** One row as sent to POST /product/import; `line` is its 1-based line in the sheet (for the report). */
export type ProductImportRow = Record<Exclude<ProductImportField, 'costPrice'>, string | null> & {
  costPrice: number | string | null;
  line?: number;
};

const cellText = (cell: unknown): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).trim();
  return text || null;
};

/** How many of the first rows may come before the header (titles, blank lines). */
const HEADER_SEARCH_ROWS = 20;

export interface ProductSheet {
  /** 1-based line of the header, or 0 when no row has the code and name columns. */
  headerRow: number;
  mapping: ProductImportMapping;
  rows: ProductImportRow[];
}

/**
 * Reads a sheet (rows of cells) into import rows: the header is the first row among the first 20 that
 * names both the code and the name columns; fully empty rows below it are skipped. The manufacturer
 * loses its "Fabricante:" prefix and prices become cents.
 */
export function readProductSheet(rows: readonly (readonly unknown[])[]): ProductSheet {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const { mapping } = mapProductHeaders(rows[i] ?? []);
    if (mapping.code === null || mapping.name === null) continue;
    const out: ProductImportRow[] = [];
    rows.slice(i + 1).forEach((cells, k) => {
      const row = { line: i + 2 + k } as ProductImportRow;
      let filled = false;
      for (const field of PRODUCT_IMPORT_FIELDS) {
        const col = mapping[field];
        const cell = col === null ? null : cells[col];
        if (field === 'costPrice') row.costPrice = priceCellToCents(cell);
        else {
          const text = cellText(cell);
          row[field] =
            text !== null && field === 'manufacturer' ? stripManufacturerPrefix(text) || null : text;
        }
        if (cellText(cell) !== null) filled = true;
      }
      if (filled) out.push(row);
    });
    return { headerRow: i + 1, mapping, rows: out };
  }
  return { headerRow: 0, mapping: mapProductHeaders([]).mapping, rows: [] };
}

const optional = (max = 255) => textField({ required: false, max });

/** Cost price of an import row: cents (a number), or text read the Brazilian way; empty = 0. */
const importPrice = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && !v.trim())) return 0;
    const cents = typeof v === 'number' ? v : priceCellToCents(v);
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
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

const STATUS_LABEL: Record<ProductImportResult['status'], string> = {
  created: 'Criado',
  updated: 'Atualizado',
  rejected: 'Recusado',
};

const csvCell = (v: unknown) => {
  const text = String(v ?? '');
  // a leading = + - @ would be a formula in a spreadsheet program
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[";\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The downloadable report: one line per sheet row (line, code, name, result, errors), ";"-separated. */
export function productImportReport(
  rows: readonly ProductImportRow[],
  results: readonly (ProductImportResult | undefined)[],
): string {
  const lines = [['Linha', 'Código', 'Nome', 'Situação', 'Erros'].join(';')];
  rows.forEach((row, i) => {
    const r = results[i];
    const errors = r ? Object.entries(r.errors).map(([f, m]) => `${f}: ${m}`) : [];
    lines.push(
      [row.line ?? i + 1, row.code, row.name, r ? STATUS_LABEL[r.status] : 'Não enviado', errors.join(' | ')]
        .map(csvCell)
        .join(';'),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}
