import { z } from 'zod';
import { onlyDigits } from '../brazil/digits';
import { CPF_LENGTH, isValidCnpj, isValidCpf } from '../brazil/documents';
import { isValidEmail } from '../brazil/email';
import { PHONE_MIN_DIGITS, toE164BR } from '../brazil/phone';
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
} as const;

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
 * Not in spec: which sheet a chunk belongs to and where, so that a client may send the next chunk
 * before the previous one has answered (two in flight) and the server still writes them in sheet
 * order: chunk `seq` of sheet `id` waits until chunk `seq - 1` of the same sheet and sender has been
 * written. `previousAnswered` says the client already has chunk `seq - 1`'s answer (nothing to wait
 * for): a resend after `SERVER_CODES.importOutOfOrder`.
 */
export const userImportBatchSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().min(0).max(1_000_000),
  previousAnswered: z.boolean().default(false),
});
export type UserImportBatch = z.output<typeof userImportBatchSchema>;

/**
 * POST /user/import body: a chunk of at most 100 rows (an array, or `{ rows: [...] }`, optionally with
 * its `batch`).
 */
export const userImportBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { rows: v } : v),
  z.object({
    rows: z
      .array(userImportRowSchema)
      .min(1, FIELD_MESSAGES.required)
      .max(USER_IMPORT_CHUNK, `Envie no máximo ${USER_IMPORT_CHUNK} linhas por vez`),
    batch: userImportBatchSchema.optional(),
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

  let phoneNumber: string | null = null;
  if (row.phoneNumber && onlyDigits(row.phoneNumber).length >= PHONE_MIN_DIGITS) {
    phoneNumber = row.phoneNumber.trim().startsWith('+')
      ? `+${onlyDigits(row.phoneNumber)}`
      : toE164BR(row.phoneNumber);
  }
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
