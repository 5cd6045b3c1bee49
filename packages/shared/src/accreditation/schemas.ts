import { z } from 'zod';
import { isValidInternationalPhone, normalizePhone } from '../brazil/phone';
import {
  type AccreditationType,
  BUILDER_PROFESSIONS,
  GENDER_OPTIONS,
  PROFESSION_OPTIONS,
} from '../enums/user';
import { FIELD_MESSAGES } from '../messages/field';
import { DEFAULT_COUNTRY } from '../schemas/address';
import { EVEN_WITH_FIELD_ERRORS } from '../schemas/errors';
import {
  birthDateField,
  cepField,
  cnpjField,
  cpfField,
  emailField,
  enumField,
  optionalIdField,
  stateField,
  stripUrlQuery,
  textField,
} from '../schemas/fields';
import { phoneField } from '../schemas/phone-fields';
import { isCountryCode } from './countries';
import { ACCREDITATION_MESSAGES } from './messages';
import { hasStep3, needsCompany } from './steps';

/**
 * The public accreditation (spec part 2 §3 payload, §5 rules): one zod schema per type, used by
 * `POST /accreditation` and by the wizard's form. Unknown keys (role, status...) are dropped, so the
 * payload can never choose them. Outputs are the stored forms (CPF digits, E.164 phone, lower-case
 * e-mail, "YYYY-MM-DD" birth date).
 */
/** Our own stored upload in the accreditation folder (`POST /accreditation/upload`): image or PDF. */
const ACCREDITATION_FILE =
  /^(https?:\/\/[^\s/]+)?\/api\/files\/user\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\.(png|jpg|jpeg|pdf)$/i;

const fileRef = z.object({
  url: z
    .string({ error: ACCREDITATION_MESSAGES.fileInvalid })
    .trim()
    .max(2048)
    .transform(stripUrlQuery)
    .refine((v) => ACCREDITATION_FILE.test(v), ACCREDITATION_MESSAGES.fileInvalid),
});

function internationalPhoneField() {
  const message = ACCREDITATION_MESSAGES.internationalPhone;
  return z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .refine((v) => v === '' || isValidInternationalPhone(v), message)
    .transform((v) => normalizePhone(v) ?? '');
}

const brAddress = z.object({
  street: textField({ required: false }),
  number: textField({ required: false, max: 20 }),
  complement: textField({ required: false }),
  neighborhood: textField({ required: false }),
  city: textField({ max: 120 }),
  zipCode: cepField(),
  state: stateField(),
  /** always Brazil for these types (the form's hidden country field may hold anything) */
  country: z
    .unknown()
    .optional()
    .transform(() => DEFAULT_COUNTRY),
});

/** An importer's address: country instead of CEP; state is a free province name. */
const importerAddress = z.object({
  street: textField({ required: false }),
  number: textField({ required: false, max: 20 }),
  complement: textField({ required: false }),
  neighborhood: textField({ required: false }),
  city: textField({ max: 120 }),
  zipCode: textField({ required: false, max: 20 }),
  state: textField({ max: 120 }),
  country: z
    .string({ error: ACCREDITATION_MESSAGES.countryRequired })
    .trim()
    .min(1, ACCREDITATION_MESSAGES.countryRequired)
    .refine((v) => v === '' || isCountryCode(v), FIELD_MESSAGES.invalidOption)
    .transform((v) => v.toUpperCase()),
});

const optionalGender = z.preprocess(
  (v) => (v === '' ? null : v),
  enumField(GENDER_OPTIONS)
    .nullish()
    .transform((v) => v ?? null),
);

function accreditationShape<T extends AccreditationType>(type: T) {
  const importer = type === 'importer';
  const step3 = hasStep3(type);
  const company = needsCompany(type);
  return {
    type: z.literal(type),
    firstName: textField({ max: 100, requiredMessage: FIELD_MESSAGES.enterFirstName }),
    lastName: textField({ max: 100, requiredMessage: FIELD_MESSAGES.enterLastName }),
    badgeName: textField({ required: false, max: 100 }),
    email: emailField({
      requiredMessage: FIELD_MESSAGES.enterEmail,
      invalidMessage: FIELD_MESSAGES.emailInvalid,
    }),
    phoneNumber: importer ? internationalPhoneField() : phoneField(),
    document: importer
      ? cpfField({ required: false, invalidMessage: FIELD_MESSAGES.cpfInvalid })
      : cpfField({ requiredMessage: FIELD_MESSAGES.enterCpf, invalidMessage: FIELD_MESSAGES.cpfInvalid }),
    birthDate: importer ? birthDateField({ required: false }) : birthDateField(),
    /** Required for non-importers except professional, whose tick (architect / decorator) is the profession. */
    profession:
      importer || type === 'professional'
        ? textField({ required: false, max: 100 })
        : type === 'builder'
          ? z.enum(BUILDER_PROFESSIONS, {
              error: (i) => (i.input ? FIELD_MESSAGES.invalidOption : FIELD_MESSAGES.required),
            })
          : enumField(PROFESSION_OPTIONS),
    gender: step3 ? enumField(GENDER_OPTIONS) : optionalGender,
    companyName: company ? textField({ max: 200 }) : textField({ required: false, max: 200 }),
    companyDocument: company ? cnpjField() : cnpjField({ required: false }),
    address: importer ? importerAddress : brAddress,
    knowAbout: textField({ max: 100, requiredMessage: FIELD_MESSAGES.enterKnowAbout }),
    architect: z.boolean().nullish(),
    interiorDecorator: z.boolean().nullish(),
    professionalFiles: z
      .array(fileRef)
      .max(10)
      .nullish()
      .transform((v) => v ?? []),
    lgpd: z.literal(true, { error: FIELD_MESSAGES.acceptTerms }),
    /** `GET /accreditation/token`'s signed token (bots: signature and minimum fill time). */
    formToken: z
      .string({ error: ACCREDITATION_MESSAGES.formTokenInvalid })
      .trim()
      .min(1, ACCREDITATION_MESSAGES.formTokenInvalid)
      .max(512),
    /** The company of a registration link (`/Cadastro/{type}/{companyId}`). */
    company: optionalIdField(),
    /** The event of an accreditation link, when there is one. */
    event: optionalIdField(),
  };
}

/** Cross-field rules: professional ticks exactly one of architect / interior decorator; step 3 files. */
function accreditationRules(type: AccreditationType) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (type === 'professional' && Boolean(value.architect) === Boolean(value.interiorDecorator)) {
      ctx.addIssue({ code: 'custom', path: ['architect'], message: FIELD_MESSAGES.architectOrDecorator });
    }
    if (hasStep3(type)) {
      const files = Array.isArray(value.professionalFiles) ? value.professionalFiles : [];
      if (files.length === 0)
        ctx.addIssue({ code: 'custom', path: ['professionalFiles'], message: FIELD_MESSAGES.atLeastOneFile });
    }
  };
}

function buildSchema<T extends AccreditationType>(type: T) {
  return z.object(accreditationShape(type)).superRefine(accreditationRules(type), EVEN_WITH_FIELD_ERRORS);
}

/** One schema per accreditation type (the form picks the one of its current type). */
export const ACCREDITATION_SCHEMAS = {
  exhibitor: buildSchema('exhibitor'),
  store: buildSchema('store'),
  press: buildSchema('press'),
  guest: buildSchema('guest'),
  professional: buildSchema('professional'),
  importer: buildSchema('importer'),
  builder: buildSchema('builder'),
  provider: buildSchema('provider'),
} as const;

/** §3 names the company CNPJ both `companyDocument` and `cnpj`: the first one given wins. */
function foldAliases(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  if ((body.companyDocument === undefined || body.companyDocument === '') && body.cnpj !== undefined)
    return { ...body, companyDocument: body.cnpj };
  return body;
}

/** `POST /accreditation` body: the type's schema, chosen by `type`. */
export const accreditationBodySchema = z.preprocess(
  foldAliases,
  z.discriminatedUnion(
    'type',
    [
      ACCREDITATION_SCHEMAS.exhibitor,
      ACCREDITATION_SCHEMAS.store,
      ACCREDITATION_SCHEMAS.press,
      ACCREDITATION_SCHEMAS.guest,
      ACCREDITATION_SCHEMAS.professional,
      ACCREDITATION_SCHEMAS.importer,
      ACCREDITATION_SCHEMAS.builder,
      ACCREDITATION_SCHEMAS.provider,
    ],
    { error: FIELD_MESSAGES.invalidOption },
  ),
);

export type AccreditationBody = z.output<typeof accreditationBodySchema>;
export type AccreditationInput = z.input<(typeof ACCREDITATION_SCHEMAS)[AccreditationType]>;

/** `POST /accreditation/upload`: a signed upload address for a step-3 document. */
export const accreditationUploadBodySchema = z.object({
  formToken: z
    .string({ error: ACCREDITATION_MESSAGES.formTokenInvalid })
    .min(1, ACCREDITATION_MESSAGES.formTokenInvalid)
    .max(512),
  content_type: z.enum(['image/png', 'image/jpeg', 'application/pdf'], {
    error: 'Tipo de arquivo não permitido',
  }),
  filename: z.string().trim().min(1, FIELD_MESSAGES.required).max(255),
});

/** `PUT /accreditation/terms` (admin): a new version of the terms text. */
export const accreditationTermsBodySchema = z.object({
  text: textField({ max: 20_000 }),
});
