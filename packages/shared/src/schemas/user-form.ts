import { z } from 'zod';
import { optionFromText } from '../enums/define';
import { BUILDER_PROFESSIONS, GENDER_OPTIONS, PROFESSION_OPTIONS, USER_STATUS_OPTIONS } from '../enums/user';
import { FIELD_MESSAGES } from '../messages/field';
import { SCREEN_MESSAGES } from '../messages/screen';
import { addressSchema } from './address';
import { EVEN_WITH_FIELD_ERRORS } from './errors';
import {
  birthDateField,
  cnpjField,
  cpfField,
  emailField,
  enumField,
  fileUrlField,
  optionalIdField,
  passwordField,
  textField,
} from './fields';
import { phoneField } from './phone-fields';
import { roleField } from './role';

/**
 * A profession as stored: the option value, also accepting its label in any case or accents
 * ("Outro" -> "Other"); free text that names no option is kept as typed (trimmed).
 */
export function normalizeProfession(value: string | null | undefined): string | null {
  if (!value) return null;
  return optionFromText(PROFESSION_OPTIONS, value)?.value ?? value.trim();
}

/** A professional certificate: an uploaded file's http(s) or own-path address, never `javascript:`. */
const fileRef = z.object({ url: fileUrlField() });

const userFormShape = z.object({
  firstName: textField({ max: 100 }),
  lastName: textField({ max: 100 }),
  badgeName: textField({ required: false, max: 100 }),
  email: emailField(),
  role: roleField(),
  status: enumField(USER_STATUS_OPTIONS),
  /** Only on creation; empty means "no password yet" (the welcome e-mail sends one). */
  password: z.preprocess(
    (v) => (v === '' ? null : v),
    passwordField()
      .nullish()
      .transform((v) => v ?? null),
  ),
  document: cpfField({ required: false }),
  phoneNumber: phoneField({ required: false }),
  birthDate: birthDateField({ required: false }),
  gender: z.preprocess(
    (v) => (v === '' ? null : v),
    enumField(GENDER_OPTIONS)
      .nullish()
      .transform((v) => v ?? null),
  ),
  profession: textField({ required: false, max: 100 }).transform(normalizeProfession),
  companyName: textField({ required: false, max: 200 }),
  companyDocument: cnpjField({ required: false }),
  /** The company id; non-admins always get their own company whatever they send. */
  company: optionalIdField(),
  sector: textField({ required: false, max: 100 }),
  ticketType: textField({ required: false, max: 100 }),
  externalId: textField({ required: false, max: 100 }),
  professionalFiles: z
    .array(fileRef)
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  address: addressSchema.nullish().transform((v) => v ?? null),
});

export interface UserFormOptions {
  /** The receptionist's variant of the form: document, phone, birth date, gender and profession required. */
  receptionist?: boolean;
}

const RECEPTIONIST_REQUIRED = ['document', 'phoneNumber', 'birthDate', 'gender', 'profession'] as const;

/**
 * The user form (spec part 1 §5 "User form"): required firstName, lastName, email, role, status; for a
 * receptionist also document, phoneNumber, birthDate, gender and profession. A Builder's profession is
 * limited to Eletricista, Operador de Trabalho em Altura and Outro, and needs a professional
 * certificate (professionalFiles with at least one url). Used by POST/PUT /user and the web form.
 */
export function userFormSchema(options: UserFormOptions = {}) {
  return userFormShape.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    const given = (x: unknown) => x !== undefined && x !== null && x !== '';
    if (options.receptionist) {
      for (const field of RECEPTIONIST_REQUIRED) {
        if (!given(v[field]))
          ctx.addIssue({ code: 'custom', path: [field], message: FIELD_MESSAGES.required });
      }
    }
    if (v.role === 'Builder') {
      const profession = typeof v.profession === 'string' ? normalizeProfession(v.profession) : null;
      if (!profession)
        ctx.addIssue({ code: 'custom', path: ['profession'], message: FIELD_MESSAGES.required });
      else if (!(BUILDER_PROFESSIONS as readonly string[]).includes(profession))
        ctx.addIssue({ code: 'custom', path: ['profession'], message: FIELD_MESSAGES.invalidOption });
      const files = Array.isArray(v.professionalFiles) ? v.professionalFiles : [];
      if (!files.some((f) => f && typeof f === 'object' && given((f as { url?: unknown }).url)))
        ctx.addIssue({
          code: 'custom',
          path: ['professionalFiles'],
          message: SCREEN_MESSAGES.builderCertificateWarning,
        });
    }
  }, EVEN_WITH_FIELD_ERRORS);
}

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormBody = z.output<ReturnType<typeof userFormSchema>>;

/** Body of PUT /user/{id}/print and friends take no body; POST /user/badges takes the ids. */
export const userBadgesBodySchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1, FIELD_MESSAGES.required).max(5000),
});

/** POST /user/checkin: the CPFs of the uploaded sheet (an array, or `{ documents: [...] }`). */
export const userCheckinBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { documents: v } : v),
  z.object({
    documents: z
      .array(z.union([z.string().max(32), z.number()]).transform((x) => String(x)))
      .min(1, FIELD_MESSAGES.required)
      .max(10_000),
  }),
);
