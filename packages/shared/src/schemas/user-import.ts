import { z } from 'zod';
import { onlyDigits } from '../brazil/digits';
import { CPF_LENGTH, isValidCnpj, isValidCpf } from '../brazil/documents';
import { isValidEmail } from '../brazil/email';
import { normalizePhone } from '../brazil/phone';
import { parseBrState } from '../brazil/states';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { TEXT_MAX_LENGTH } from './fields';
import { normalizeProfession } from './user-form';

/** The 12 fields of an import row (spec part 1 §3 "Import row"), in the column-mapping modal's order. */
export const USER_IMPORT_FIELDS = [
  'name',
  'lastName',
  'email',
  'badgeName',
  'phoneNumber',
  'cpf',
  'profession',
  'companyName',
  'companyDocument',
  'city',
  'state',
  'externalId',
] as const;
export type UserImportField = (typeof USER_IMPORT_FIELDS)[number];

/** Rows per POST /user/import call (spec part 1 §9). */
export const USER_IMPORT_CHUNK = 100;

/** Not in spec: a row without a name or without any identifier. */
export const IMPORT_MESSAGES = {
  nameRequired: 'Informe o nome',
  identifierRequired: 'Informe e-mail, CPF ou identificador externo',
  ambiguous: 'Os dados desta linha pertencem a mais de um usuário já cadastrado',
  /** Reported on a created or updated row: the sheet's company (CNPJ or exact name) matched none. */
  companyNotFound: 'Empresa não encontrada; a pessoa foi importada sem empresa',
  /**
   * Reported on an updated row whose e-mail differs from the account's: an existing account's e-mail
   * changes only through the link the new address confirms (issue 37), never by a spreadsheet.
   */
  emailKept: 'E-mail não alterado: a troca de e-mail de uma conta existente é confirmada pela própria pessoa',
  /** An updated row that changed nothing. */
  unchanged: 'sem alterações',
} as const;

/** The names an updated row's report gives the fields it changed (issue 39 item 5: "atualizado: nome"). */
export const IMPORT_CHANGE_LABELS = {
  fullName: 'nome',
  email: 'e-mail',
  badgeName: 'nome no crachá',
  phoneNumber: 'telefone',
  document: 'CPF',
  profession: 'profissão',
  companyId: 'empresa',
  companyName: 'nome da empresa',
  companyDocument: 'CNPJ da empresa',
  city: 'cidade',
  state: 'UF',
  externalId: 'identificador externo',
} as const;
export type ImportChangeField = keyof typeof IMPORT_CHANGE_LABELS;

/** "atualizado: nome, telefone" (or "sem alterações"): the per-row report of an updated row. */
export const importUpdatedMessage = (changed: readonly ImportChangeField[]) =>
  changed.length
    ? `atualizado: ${changed.map((f) => IMPORT_CHANGE_LABELS[f]).join(', ')}`
    : IMPORT_MESSAGES.unchanged;

/** A spreadsheet cell: text or a number (CPFs and phones often come as numbers), trimmed; empty -> null. */
const cell = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null))
  .refine((v) => v === null || v.length <= TEXT_MAX_LENGTH, maxLengthMessage(TEXT_MAX_LENGTH));

export const userImportRowSchema = z.object(
  Object.fromEntries(USER_IMPORT_FIELDS.map((f) => [f, cell])) as Record<UserImportField, typeof cell>,
);
export type UserImportRowInput = z.input<typeof userImportRowSchema>;

/**
 * POST /user/import body: a chunk of at most 100 rows (an array, or `{ rows: [...] }`). A client sends a
 * sheet's chunks one after another, so later rows see what earlier rows wrote.
 */
export const userImportBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { rows: v } : v),
  z.object({
    rows: z
      .array(userImportRowSchema)
      .min(1, FIELD_MESSAGES.required)
      .max(USER_IMPORT_CHUNK, `Envie no máximo ${USER_IMPORT_CHUNK} linhas por vez`),
  }),
);

/** A row ready to be written: stored forms (CPF digits, +55 phone, lower-case e-mail, UF code). */
export interface UserImportValues {
  firstName: string;
  lastName: string;
  email: string | null;
  badgeName: string | null;
  phoneNumber: string | null;
  document: string | null;
  profession: string | null;
  companyName: string | null;
  companyDocument: string | null;
  city: string | null;
  state: string | null;
  externalId: string | null;
}

export type UserImportCheck =
  | { ok: true; values: UserImportValues }
  | { ok: false; errors: Record<string, string> };

/**
 * The import rules of spec part 1 §5 "User import", shared so the web can preview what the server
 * will do: a row needs a name and at least one of e-mail, CPF or externalId; a phone is kept only with
 * at least 10 digits (otherwise dropped, the row stays); with no last name the name is split at its
 * first space. An e-mail or CPF that is present but invalid rejects the row with the form's message;
 * an unknown state or an invalid company CNPJ is dropped.
 */
export function checkImportRow(row: z.output<typeof userImportRowSchema>): UserImportCheck {
  const errors: Record<string, string> = {};
  let first = row.name ?? '';
  let last = row.lastName ?? '';
  if (!last && first.includes(' ')) {
    const at = first.indexOf(' ');
    last = first.slice(at + 1).trim();
    first = first.slice(0, at).trim();
  }
  if (!first) errors.name = IMPORT_MESSAGES.nameRequired;

  const email = row.email ? row.email.toLowerCase() : null;
  if (email && !isValidEmail(email)) errors.email = FIELD_MESSAGES.invalidEmail;
  const document = row.cpf ? onlyDigits(row.cpf).padStart(CPF_LENGTH, '0') : null;
  if (row.cpf && !isValidCpf(document)) errors.cpf = FIELD_MESSAGES.invalidCpf;
  if (!email && !row.cpf && !row.externalId) errors.identifier = IMPORT_MESSAGES.identifierRequired;
  if (Object.keys(errors).length) return { ok: false, errors };

  // the one stored form (E.164); a cell that is no phone (under 10 digits...) is dropped, the row stays
  const phoneNumber = normalizePhone(row.phoneNumber);
  const cnpj = row.companyDocument ? onlyDigits(row.companyDocument) : null;
  return {
    ok: true,
    values: {
      firstName: first,
      lastName: last,
      email,
      badgeName: row.badgeName,
      phoneNumber,
      document,
      profession: normalizeProfession(row.profession),
      companyName: row.companyName,
      companyDocument: cnpj && isValidCnpj(cnpj) ? cnpj : null,
      city: row.city,
      state: parseBrState(row.state) ?? null,
      externalId: row.externalId,
    },
  };
}
