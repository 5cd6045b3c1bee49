import { z } from 'zod';
import { addressModelSchema, companyTypeSchema, nullableText } from './common';

/**
 * The minimum another company may learn (the builder look-up by CNPJ, a duplicate's 409): enough to
 * confirm it is the right company and to claim or link to it.
 */
export const companyRefModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  socialName: z.string(),
  document: z.string(),
  companyType: companyTypeSchema,
});

/**
 * A company as `GET /company/{id}` and the company writes answer it (spec part 1 §3 Company).
 * `cashbackFee` (hundredths of a percent) only for admin and project manager.
 */
export const companyModelSchema = companyRefModelSchema.extend({
  segment: nullableText,
  stand: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  nationalPhoneNumber: nullableText,
  status: z.number().int(),
  about: nullableText,
  cashbackFee: z.number().int().optional(),
  logo: nullableText,
  banner: nullableText,
  catalog: nullableText,
  /** the signed responsibility term (exhibitors): status 0 waiting, 1 approved, 2 rejected */
  responsibilityFile: z.object({ url: z.string(), status: z.number().int() }).nullable(),
  address: addressModelSchema.nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/**
 * A row of `GET /company`: the whole company, or only the reference fields when a caller looks up
 * another company by its exact CNPJ (the builder registration).
 */
export const companyRowModelSchema = companyRefModelSchema.extend(
  companyModelSchema
    .omit({ _id: true, name: true, socialName: true, document: true, companyType: true })
    .partial().shape,
);

/** A company as a builder record references it (the exhibitor or the builder company). */
export const builderCompanyModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  socialName: z.string(),
  document: z.string(),
  email: nullableText,
  phoneNumber: nullableText,
  nationalPhoneNumber: nullableText,
});

/** One of a builder record's six documents: null = "Não enviado"; status 0 waiting, 1 approved, 2 rejected. */
export const builderDocumentModelSchema = z
  .object({ url: z.string(), status: z.number().int(), reason: nullableText })
  .nullable();
