import { z } from 'zod';
import { onlyDigits } from '../brazil/digits';
import { isValidCep, isValidCnpj, isValidCpf } from '../brazil/documents';
import { isValidEmail } from '../brazil/email';
import { type BrState, isBrState } from '../brazil/states';
import { type EnumOptions, type EnumValue, valuesOf } from '../enums/define';
import { UPLOAD_KINDS } from '../files';
import { isValidBirthDate, parseDateBR } from '../format/date';
import { parseMoneyToCents } from '../format/money';
import { parsePercentToHundredths } from '../format/percent';
import { FIELD_MESSAGES, maxLengthMessage } from '../messages/field';

/**
 * Field builders shared by the server's request schemas and the web's forms (zodResolver).
 * Every text field trims; a required one answers `requiredMessage` ("Campo obrigatório" unless the
 * form words it differently) for a missing, null or blank value. An optional one (`required: false`)
 * treats missing, null and '' alike, as "not given", and outputs null, so a form's untouched input
 * and a PUT that clears the value mean the same. Valid values come out normalised to the stored
 * form: documents as digits, phones as "+55...", e-mails in lower case.
 */
export interface FieldOptions {
  /** Default true. */
  required?: boolean;
  requiredMessage?: string;
  invalidMessage?: string;
}
type RequiredField = FieldOptions & { required?: true };
type OptionalField = FieldOptions & { required: false };

/** Longest free text accepted unless a field says otherwise. */
export const TEXT_MAX_LENGTH = 255;
/** Money values must fit a PostgreSQL integer column (cents): about R$ 21 million. */
export const MAX_MONEY_CENTS = 2_147_483_647;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

function optionalString() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null);
}

/**
 * Builds a `xField(options)` whose output is `T` when required and `T | null` when optional. Exported for
 * ./phone-fields.ts.
 */
export function makeField<T>(
  check: (value: string) => boolean,
  normalise: (value: string) => T,
  invalidDefault: string,
) {
  const required = (o: FieldOptions) =>
    requiredString(o.requiredMessage ?? FIELD_MESSAGES.required)
      // '' already failed "required"; one message per problem.
      .refine((v) => v === '' || check(v), o.invalidMessage ?? invalidDefault)
      .transform(normalise);
  const optional = (o: FieldOptions) =>
    optionalString()
      .refine((v) => v === null || check(v), o.invalidMessage ?? invalidDefault)
      .transform((v) => (v === null ? null : normalise(v)));
  function field(options?: RequiredField): ReturnType<typeof required>;
  function field(options: OptionalField): ReturnType<typeof optional>;
  function field(options: FieldOptions = {}) {
    return options.required === false ? optional(options) : required(options);
  }
  return field;
}

const lower = (v: string) => v.toLowerCase();

/** CPF -> 11 digits. Default message "Campo Cpf Inválido"; the register form uses "CPF inválido". */
export const cpfField = /* @__PURE__ */ makeField(isValidCpf, onlyDigits, FIELD_MESSAGES.invalidCpf);
/** CNPJ -> 14 digits ("Campo CNPJ Inválido"). */
export const cnpjField = /* @__PURE__ */ makeField(isValidCnpj, onlyDigits, FIELD_MESSAGES.invalidCnpj);
/** CEP -> 8 digits ("Campo CEP Inválido"). */
export const cepField = /* @__PURE__ */ makeField(isValidCep, onlyDigits, FIELD_MESSAGES.invalidCep);
/** E-mail, trimmed and lower-cased so log-in and duplicate checks agree ("Campo Email Inválido"). */
export const emailField = /* @__PURE__ */ makeField(isValidEmail, lower, FIELD_MESSAGES.invalidEmail);
// phoneField and mobileField are in ./phone-fields.ts: they bring libphonenumber-js (~50 kB gzipped),
// which the sign-in page and the other screens without a phone field must not download.
/** "DD/MM/YYYY" or "YYYY-MM-DD" -> "YYYY-MM-DD" ("Campo Data de Aniversário Inválido"). */
export const birthDateField = /* @__PURE__ */ makeField(
  (v) => isValidBirthDate(v),
  (v) => parseDateBR(v)!,
  FIELD_MESSAGES.invalidBirthDate,
);
/** Federative unit code, any case -> "SP". */
export const stateField = /* @__PURE__ */ makeField(
  (v) => isBrState(v.toUpperCase()),
  (v) => v.toUpperCase() as BrState,
  FIELD_MESSAGES.invalidState,
);

/** The cashback "user": a CPF (-> digits) or an e-mail (-> lower case), "Informe um CPF ou E-mail válido". */
export const cpfOrEmailField = /* @__PURE__ */ makeField(
  (v) => isValidCpf(v) || isValidEmail(v),
  (v) => (v.includes('@') ? v.toLowerCase() : onlyDigits(v)),
  FIELD_MESSAGES.cpfOrEmail,
);

/** An absolute http(s) address with a dotted host name. */
export function isValidHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A file address a browser may open from our pages: `http:`/`https:` with a host and a path, or our
 * own absolute path ("/api/files/..."). Never `javascript:`, `data:`, `file:` or any other scheme, nor
 * "//other.host" or a backslash (browsers read "/\host" as another host): every stored link is shown
 * as an `<a href>` or `<img src>` (issue 37).
 */
export function isWebAddress(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  return /^https?:\/\/[^/?#]+\/\S*$/i.test(value) || /^\/(?!\/)\S*$/.test(value);
}

/**
 * Any uploaded file's address ({@link isWebAddress}), stored without its signature query;
 * "Link inválido" otherwise. The file-kind checks are in `uploadedFileField`.
 */
export function fileUrlField() {
  return z
    .string({ error: FIELD_MESSAGES.invalidUrl })
    .trim()
    .max(FILE_URL_MAX, maxLengthMessage(FILE_URL_MAX))
    .refine(isWebAddress, FIELD_MESSAGES.invalidUrl)
    .transform(stripUrlQuery);
}

/** A video link: an http(s) address, or a short "youtu.be/..." link typed without the scheme. */
export function isValidVideoLink(value: string): boolean {
  return isValidHttpUrl(value) || /^youtu\.be\/[\w-]+/.test(value);
}

export const urlField = /* @__PURE__ */ makeField(isValidHttpUrl, (v) => v, FIELD_MESSAGES.invalidUrl);
/** "Link do vídeo inválido"; a bare "youtu.be/..." gets its https:// so players can open it. */
export const videoLinkField = /* @__PURE__ */ makeField(
  isValidVideoLink,
  (v) => (isValidHttpUrl(v) ? v : `https://${v}`),
  FIELD_MESSAGES.videoLinkInvalid,
);

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
    if (!isWebAddress(path)) return false;
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

/** An optional record id (a company, an event): trimmed, at most 64 characters, empty -> null. */
export function optionalIdField() {
  return z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null);
}

/** Free text, trimmed, at most `max` characters. */
export function textField(options?: RequiredField & { max?: number }): ReturnType<typeof requiredText>;
export function textField(options: OptionalField & { max?: number }): ReturnType<typeof optionalText>;
export function textField(options: FieldOptions & { max?: number } = {}) {
  return options.required === false ? optionalText(options) : requiredText(options);
}
function requiredText(o: FieldOptions & { max?: number }) {
  const max = o.max ?? TEXT_MAX_LENGTH;
  return requiredString(o.requiredMessage ?? FIELD_MESSAGES.required).max(max, maxLengthMessage(max));
}
function optionalText(o: FieldOptions & { max?: number }) {
  const max = o.max ?? TEXT_MAX_LENGTH;
  return optionalString().refine((v) => v === null || v.length <= max, maxLengthMessage(max));
}

/** A password as typed (never trimmed): required and at least 6 characters. */
export function passwordField(
  options: { requiredMessage?: string; minMessage?: string; min?: number } = {},
): z.ZodString {
  const required = options.requiredMessage ?? FIELD_MESSAGES.required;
  return z
    .string({ error: required })
    .min(1, required)
    .min(options.min ?? PASSWORD_MIN_LENGTH, options.minMessage ?? FIELD_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));
}

/**
 * An amount in integer minor units from a number or from text read by `parse`
 * (a mask's digits, "R$ 1.234,56", "10,00%").
 */
function minorUnitsField(parse: (text: string) => number | null, requiredMessage: string) {
  return z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((v, ctx) => {
      const units = typeof v === 'number' ? v : parse(v);
      if (units === null) {
        ctx.issues.push({
          code: 'custom',
          message: v.toString().trim() ? FIELD_MESSAGES.invalidNumber : requiredMessage,
          input: v,
        });
        return z.NEVER;
      }
      return units;
    })
    .pipe(z.number().int(FIELD_MESSAGES.invalidNumber));
}

/**
 * Money in cents with a minimum, e.g. `moneyCentsField(MIN_CASHBACK_CENTS, FIELD_MESSAGES.cashbackMinValue)`.
 * Accepts 500, "500" (value "sent as digits") and "R$ 5,00".
 */
export function moneyCentsField(
  min = 0,
  minMessage: string = FIELD_MESSAGES.invalidNumber,
  requiredMessage: string = FIELD_MESSAGES.required,
) {
  return minorUnitsField(parseMoneyToCents, requiredMessage).pipe(
    z.number().min(min, minMessage).max(MAX_MONEY_CENTS, FIELD_MESSAGES.valueTooHigh),
  );
}

/** A percentage in hundredths (company `cashbackFee`): 1000, "1000" or "10,00%" -> 1000; 0 to 100 %. */
export function percentHundredthsField(requiredMessage: string = FIELD_MESSAGES.required) {
  return minorUnitsField(parsePercentToHundredths, requiredMessage).pipe(
    z.number().min(0, FIELD_MESSAGES.invalidNumber).max(10_000, FIELD_MESSAGES.valueTooHigh),
  );
}

/**
 * One of an enumeration's values (numbers or strings), e.g. `enumField(GENDER_OPTIONS)`.
 * Missing -> "Campo obrigatório"; anything else not listed -> "Opção inválida".
 */
export function enumField<const T extends EnumOptions>(
  options: T,
  messages: { requiredMessage?: string; invalidMessage?: string } = {},
): z.ZodLiteral<EnumValue<T>> {
  const required = messages.requiredMessage ?? FIELD_MESSAGES.required;
  const invalid = messages.invalidMessage ?? FIELD_MESSAGES.invalidOption;
  return z.literal(valuesOf(options), {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid,
  });
}
