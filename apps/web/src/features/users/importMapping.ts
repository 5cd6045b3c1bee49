import { foldText, USER_IMPORT_FIELDS, type UserImportField } from '@feira/shared';
import type { ImportRow } from './api';

/** Labels of the 12 import fields in the mapping modal. */
export const IMPORT_FIELD_LABELS: Record<UserImportField, string> = {
  name: 'Nome',
  lastName: 'Sobrenome',
  email: 'E-mail',
  badgeName: 'Nome no crachá',
  phoneNumber: 'Telefone',
  cpf: 'CPF',
  profession: 'Profissão',
  companyName: 'Empresa',
  companyDocument: 'CNPJ da empresa',
  city: 'Cidade',
  state: 'Estado',
  externalId: 'Identificador externo',
};

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

const fold = (text: string) => foldText(String(text)).replace(/[^a-z0-9]/g, '');

/** Column index per field, or null when the field is not taken from the sheet. */
export type ImportMapping = Record<UserImportField, number | null>;

export const emptyMapping = (): ImportMapping =>
  Object.fromEntries(USER_IMPORT_FIELDS.map((f) => [f, null])) as ImportMapping;

/**
 * Maps headers to fields by their names; each column is used once. Answers the mapping and how many
 * fields it mapped.
 */
export function autoMap(headers: readonly string[]): { mapping: ImportMapping; mapped: number } {
  const mapping = emptyMapping();
  const used = new Set<number>();
  const folded = headers.map(fold);
  let mapped = 0;
  for (const field of USER_IMPORT_FIELDS) {
    const at = folded.findIndex((h, i) => !used.has(i) && h !== '' && SYNONYMS[field].includes(h));
    if (at >= 0) {
      mapping[field] = at;
      used.add(at);
      mapped++;
    }
  }
  return { mapping, mapped };
}

/** "3 colunas mapeadas automaticamente" / "Nenhuma coluna mapeada automaticamente". */
export function autoMapMessage(mapped: number): string {
  if (mapped === 0) return 'Nenhuma coluna mapeada automaticamente';
  return mapped === 1 ? '1 coluna mapeada automaticamente' : `${mapped} colunas mapeadas automaticamente`;
}

const cellText = (cell: unknown): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = (typeof cell === 'number' ? String(cell) : String(cell)).trim();
  return text || null;
};

/** The data rows below the header row as import rows. Fully empty rows are skipped. */
export function rowsToImport(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  mapping: ImportMapping,
): ImportRow[] {
  const out: ImportRow[] = [];
  for (const row of rows.slice(headerRow)) {
    const item = Object.fromEntries(
      USER_IMPORT_FIELDS.map((f) => [f, mapping[f] === null ? null : cellText(row[mapping[f]])]),
    ) as ImportRow;
    if (USER_IMPORT_FIELDS.some((f) => item[f] !== null)) out.push(item);
  }
  return out;
}
