import { USER_IMPORT_FIELDS, type UserImportField } from '../schemas/user-import';
import { mapHeadersBySynonym } from './header-map';

/**
 * Spreadsheet -> import rows, without any spreadsheet library: the web import dialog and the server
 * tests both read the sheet into a 2-D array (SheetJS `sheet_to_json(sheet, { header: 1 })`), then
 * choose the header row, map columns to the 12 import fields and build the rows sent to
 * POST /user/import.
 */

/** One import row as sent to POST /user/import: every field as trimmed text, or null. */
export type UserImportRow = Record<UserImportField, string | null>;

/** Column index per field, or null when the field is not taken from the sheet. */
export type ImportMapping = Record<UserImportField, number | null>;

/** Header spellings (folded: lower case, no accents, letters and digits only) per field. */
const SYNONYMS: Record<UserImportField, string[]> = {
  name: ['nome', 'name', 'primeironome', 'firstname', 'nomecompleto', 'fullname'],
  lastName: ['sobrenome', 'lastname', 'ultimonome', 'surname'],
  email: ['email', 'mail', 'enderecodeemail', 'correioeletronico'],
  badgeName: ['nomenocracha', 'nomecracha', 'cracha', 'badgename', 'badge'],
  phoneNumber: ['telefone', 'phone', 'phonenumber', 'celular', 'fone', 'whatsapp', 'mobile', 'tel'],
  cpf: ['cpf', 'documento', 'document', 'doc'],
  profession: ['profissao', 'profession', 'cargo', 'ocupacao', 'funcao'],
  companyName: ['empresa', 'company', 'companyname', 'nomedaempresa', 'razaosocial', 'organizacao'],
  companyDocument: ['cnpj', 'cnpjdaempresa', 'companydocument', 'documentodaempresa'],
  city: ['cidade', 'city', 'municipio'],
  state: ['estado', 'uf', 'state'],
  externalId: [
    'externalid',
    'id',
    'idexterno',
    'identificador',
    'identificadorexterno',
    'codigo',
    'inscricao',
    'ticket',
  ],
};

export const emptyMapping = (): ImportMapping =>
  Object.fromEntries(USER_IMPORT_FIELDS.map((f) => [f, null])) as ImportMapping;

/**
 * Maps headers to fields by their names; each column is used once. Answers the mapping and how many
 * fields it mapped.
 */
export function autoMap(headers: readonly string[]): { mapping: ImportMapping; mapped: number } {
  return mapHeadersBySynonym(USER_IMPORT_FIELDS, SYNONYMS, headers);
}

/** "3 colunas mapeadas automaticamente" / "Nenhuma coluna mapeada automaticamente". */
export function autoMapMessage(mapped: number): string {
  if (mapped === 0) return 'Nenhuma coluna mapeada automaticamente';
  return mapped === 1 ? '1 coluna mapeada automaticamente' : `${mapped} colunas mapeadas automaticamente`;
}

/** The cells of the header row (1-based) as text, for auto-mapping. */
export function headerCells(rows: readonly (readonly unknown[])[], headerRow: number): string[] {
  return (rows[headerRow - 1] ?? []).map((h) => String(h ?? ''));
}

const cellText = (cell: unknown): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).trim();
  return text || null;
};

/** The data rows below the header row (1-based) as import rows. Fully empty rows are skipped. */
export function rowsToImport(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  mapping: ImportMapping,
): UserImportRow[] {
  const out: UserImportRow[] = [];
  for (const row of rows.slice(headerRow)) {
    const item = Object.fromEntries(
      USER_IMPORT_FIELDS.map((f) => {
        const col = mapping[f];
        return [f, col === null ? null : cellText(row[col])];
      }),
    ) as UserImportRow;
    if (USER_IMPORT_FIELDS.some((f) => item[f] !== null)) out.push(item);
  }
  return out;
}
