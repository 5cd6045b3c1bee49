import { parseReaisText } from '../format/reais-text';
import { mapHeadersBySynonym } from '../import/header-map';

/**
 * The product spreadsheet import (spec part 2 §3 "Product import row", issue 15): the web reads the
 * .xls/.xlsx into a 2-D array (SheetJS `sheet_to_json(sheet, { header: 1 })`, in a worker), finds the
 * header row, maps the Portuguese columns to the fields below and sends chunks of 100 rows to
 * POST /product/import. The server checks each row again with productImportRowSchema.
 *
 * This module has no zod in it: the web's parse worker imports it alone (`@feira/shared/product-sheet`)
 * and stays small and free of eval probes under the CSP.
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

/** The spec's column titles as a supplier sheet writes them, in PRODUCT_IMPORT_FIELDS' order. */
export const PRODUCT_SHEET_HEADERS = [
  'Cód',
  'Chave',
  'Item',
  'Utilidade',
  'Medida',
  'Marca',
  'Preço',
  'Lonas',
  'Especificação',
  'Índice',
  'Modelo',
  'Fabricante',
  'Origem',
  'Cód. Alfandegário',
] as const;

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

export type ProductImportMapping = Record<ProductImportField, number | null>;

/** Maps header cells to fields by name (accents and case ignored); each column is used once. */
export function mapProductHeaders(headers: readonly unknown[]): {
  mapping: ProductImportMapping;
  mapped: number;
} {
  return mapHeadersBySynonym(PRODUCT_IMPORT_FIELDS, SYNONYMS, headers);
}

/**
 * A price cell in cents: a number cell is in reais (12.9 -> 1290); a text cell is reais in Brazilian
 * notation read by parseReaisText ("980" -> 98000, "1.234,56" -> 123456). Empty -> null; a text the
 * parser refuses (unreadable, or ambiguous such as "1.23" or "1,234.56") is sent as it is, so the server
 * answers that row with its message and line instead of a guess.
 */
export function priceCellToCents(cell: unknown): number | string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : String(cell);
  const text = String(cell).trim();
  if (!text) return null;
  const cents = parseReaisText(text);
  return typeof cents === 'number' ? cents : text;
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

/** "Fabricante: Pirelli" -> "Pirelli" (some supplier sheets prefix the name). */
export function stripManufacturerPrefix(text: string): string {
  return text.replace(/^\s*fabricante\s*:\s*/i, '').trim();
}

/** The answer for one row of a chunk (`row` = index in the chunk). */
export interface ProductImportResult {
  row: number;
  status: 'created' | 'updated' | 'rejected';
  _id?: string;
  errors: Record<string, string>;
  /** What the row did besides its product, e.g. "categoria criada: Pneus" (issue 39 item 6). */
  notes?: string[];
}

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
  const lines = [['Linha', 'Código', 'Nome', 'Situação', 'Erros', 'Observações'].join(';')];
  rows.forEach((row, i) => {
    const r = results[i];
    const errors = r ? Object.entries(r.errors).map(([f, m]) => `${f}: ${m}`) : [];
    lines.push(
      [
        row.line ?? i + 1,
        row.code,
        row.name,
        r ? STATUS_LABEL[r.status] : 'Não enviado',
        errors.join(' | '),
        (r?.notes ?? []).join(' | '),
      ]
        .map(csvCell)
        .join(';'),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}
