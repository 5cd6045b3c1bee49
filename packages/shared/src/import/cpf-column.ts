import { onlyDigits } from '../brazil/digits';
import { CPF_LENGTH, isValidCpf } from '../brazil/documents';
import { foldText } from '../format/text';

/**
 * The CPFs of a check-in sheet (issue 39 item 4). Before, every cell of 11 digits counted, so a phone
 * column checked in whoever's CPF it happened to spell and a mistyped CPF came back as "não encontrado".
 *
 * The column: the first whose header (in the first 10 lines) is a "CPF" cell (accents, case and
 * punctuation ignored: "CPF", "cpf do participante", "Nº CPF"); without one, the first column where
 * most of the number cells pass the CPF check digits (a phone passes by chance about once in a hundred,
 * so a phone column never wins). Only that column is read: a cell passing the check digits is a CPF,
 * any other non-empty cell is an invalid CPF reported with its line ("CPF inválido"); below no header,
 * a cell with letters is a title or a label and is skipped.
 */
export interface CpfSheet {
  /** Valid CPFs (11 digits), de-duplicated, in sheet order. */
  cpfs: string[];
  /** Cells of the CPF column that fail the check digits: 1-based line and the text as read. */
  invalid: { line: number; value: string }[];
  /** 0-based column read, or null when no column holds CPFs. */
  column: number | null;
  /** 1-based line of the "CPF" header, or null when the column was found by its values. */
  headerLine: number | null;
}

const HEADER_SEARCH_ROWS = 10;
type Cell = string | number | null | undefined;

/** A cell as CPF digits: a number cell lost its leading zeros, so 9 and 10 digits are padded. */
function cpfDigits(cell: Cell): string {
  if (typeof cell === 'number') {
    const digits = Number.isFinite(cell) ? String(Math.trunc(Math.abs(cell))) : '';
    return digits.length >= 9 && digits.length < CPF_LENGTH ? digits.padStart(CPF_LENGTH, '0') : digits;
  }
  return onlyDigits(String(cell ?? ''));
}

const cellText = (cell: Cell) => (typeof cell === 'number' ? String(cell) : String(cell ?? '').trim());
/** "CPF" as a word of the cell: "CPF", "Nº do CPF", "cpf_participante"; not "cpfx" or a CPF itself. */
const isCpfHeader = (cell: Cell) => /(^|[^a-z])cpf([^a-z]|$)/.test(foldText(cellText(cell)));
const hasLetters = (text: string) => /\p{L}/u.test(text);

function headerColumn(rows: readonly (readonly Cell[])[]): { line: number; column: number } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const column = (rows[i] ?? []).findIndex(isCpfHeader);
    if (column >= 0) return { line: i + 1, column };
  }
  return null;
}

function columnByValues(rows: readonly (readonly Cell[])[]): number | null {
  const width = Math.max(0, ...rows.map((r) => r.length));
  for (let column = 0; column < width; column++) {
    let numbers = 0;
    let valid = 0;
    for (const row of rows) {
      const text = cellText(row[column]);
      if (!text || hasLetters(text)) continue;
      numbers++;
      if (isValidCpf(cpfDigits(row[column]))) valid++;
    }
    if (valid > 0 && valid * 2 > numbers) return column;
  }
  return null;
}

export function cpfsOfSheet(rows: readonly (readonly Cell[])[]): CpfSheet {
  const header = headerColumn(rows);
  const column = header ? header.column : columnByValues(rows);
  const seen = new Set<string>();
  const invalid: CpfSheet['invalid'] = [];
  if (column !== null) {
    for (let i = header ? header.line : 0; i < rows.length; i++) {
      const cell = rows[i]?.[column];
      const text = cellText(cell);
      if (!text || (!header && hasLetters(text))) continue;
      const digits = cpfDigits(cell);
      if (isValidCpf(digits)) seen.add(digits);
      else invalid.push({ line: i + 1, value: text });
    }
  }
  return { cpfs: [...seen], invalid, column, headerLine: header?.line ?? null };
}
