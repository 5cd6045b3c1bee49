import { z } from 'zod';
import { COMPANY_STATUS_OPTIONS, COMPANY_TYPE_OPTIONS } from '../enums/company';
import { UPLOAD_KINDS } from '../files';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';
import { addressSchema } from './address';
import { cnpjField, emailField, enumField, percentHundredthsField, phoneField, textField } from './fields';

/** Longest stored file address. */
const FILE_URL_MAX = 2048;

/** The stored form of an uploaded file's address: the upload URL without its query string. */
export function stripUrlQuery(url: string): string {
  return url.split(/[?#]/, 1)[0]!;
}

/**
 * An uploaded file's address (the URL `POST /upload` answered, or our own `/api/files/...` path),
 * whose name must end with one of the kind's extensions ("Envie um arquivo PDF" / "Envie uma imagem
 * PNG ou JPEG"). The output is stored without the signature query. Optional ones output null for
 * missing, null or ''.
 */
export function uploadedFileField(
  kind: 'image' | 'pdf',
  options?: { required?: true },
): z.ZodType<string, string>;
export function uploadedFileField(
  kind: 'image' | 'pdf',
  options: { required: false },
): z.ZodType<string | null, string | null | undefined>;
export function uploadedFileField(kind: 'image' | 'pdf', options: { required?: boolean } = {}): z.ZodTypeAny {
  const invalid = kind === 'pdf' ? FIELD_MESSAGES.pdfOnly : FIELD_MESSAGES.imageOnly;
  const extensions: readonly string[] = UPLOAD_KINDS[kind].extensions;
  const valid = (value: string) => {
    const path = stripUrlQuery(value);
    if (!/^(https?:\/\/[^\s/]+)?\/[^\s]*$/i.test(path)) return false;
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    return extensions.includes(ext);
  };
  const base = z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .max(FILE_URL_MAX, maxLengthMessage(FILE_URL_MAX));
  if (options.required === false) {
    return base
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || valid(v), invalid)
      .transform((v) => (v === null ? null : stripUrlQuery(v)));
  }
  return base
    .min(1, FIELD_MESSAGES.required)
    .refine((v) => v === '' || valid(v), invalid)
    .transform(stripUrlQuery);
}

/**
 * The company / builder / service provider form (spec part 1 §5). name (razão social), socialName
 * (nome fantasia) and document (CNPJ) are required; e-mail, phone and address are checked when given.
 * cashbackFee (hundredths of a percent), about, address, files and status are admin-only: the server
 * ignores them from other roles.
 */
export const companyFormSchema = z.object({
  name: textField(),
  socialName: textField(),
  document: cnpjField(),
  email: emailField({ required: false }),
  phoneNumber: phoneField({ required: false }),
  segment: textField({ required: false }),
  stand: textField({ required: false, max: 60 }),
  companyType: enumField(COMPANY_TYPE_OPTIONS).optional(),
  status: enumField(COMPANY_STATUS_OPTIONS).optional(),
  about: textField({ required: false, max: 5000 }),
  cashbackFee: percentHundredthsField().nullish(),
  logo: uploadedFileField('image', { required: false }),
  banner: uploadedFileField('image', { required: false }),
  catalog: uploadedFileField('pdf', { required: false }),
  address: addressSchema.nullish(),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;

/**
 * `PUT /company/{id}`: the same form, but the CNPJ is read-only (it may be sent back unchanged, a
 * different one is refused). Fields left out of the body keep their stored value.
 */
export const companyUpdateSchema = companyFormSchema.extend({
  document: cnpjField({ required: false }),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

/** `PUT /company/{id}/responsibility`: the signed responsibility term, a PDF. */
export const responsibilityTermSchema = z.object({
  url: uploadedFileField('pdf'),
});
export type ResponsibilityTermInput = z.input<typeof responsibilityTermSchema>;

/** Message for an attempt to change a company's CNPJ (not in spec: the field is read-only there). */
export const CNPJ_READ_ONLY_MESSAGE = 'O CNPJ não pode ser alterado';
/** Message for a rejection without its reason (not in spec: the web's prompt ignores an empty answer). */
export const REJECTION_REASON_REQUIRED = 'Informe o motivo da reprovação';
