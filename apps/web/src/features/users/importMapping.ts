import type { UserImportField } from '@feira/shared';

// The spreadsheet -> rows logic (auto-mapping, building the rows) lives in @feira/shared so the server
// tests import real .xls/.xlsx files exactly as this dialog does.
export { autoMap, autoMapMessage, emptyMapping, type ImportMapping, rowsToImport } from '@feira/shared';

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
