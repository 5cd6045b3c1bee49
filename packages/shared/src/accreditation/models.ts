import { z } from 'zod';
import { ACCREDITATION_TYPE_OPTIONS, type AccreditationType } from '../enums/user';

/** Response models of the accreditation calls (issue 17: the schema is the allow-list). */
export const accreditationTokenModelSchema = z.object({
  /** signed: `<issued at ms>.<nonce>.<hmac>`; send it back as `formToken` */
  token: z.string(),
  /** epoch milliseconds */
  issuedAt: z.number().int(),
});

/**
 * `POST /accreditation`: no id at all (issue 37): the same answer whether the person was created or the
 * CPF/e-mail was already taken, so the public form reveals nothing about who is registered.
 */
export const accreditationResultModelSchema = z.object({ received: z.boolean() });

/** A pending request to join a company (issue 37 item 1), as the manager's and admin's list shows it. */
export const companyJoinRequestModelSchema = z.object({
  /** the person's user id (the approve/refuse calls take it) */
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  profession: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  requestedAt: z.date(),
});

export type CompanyJoinRequestModel = z.output<typeof companyJoinRequestModelSchema>;

/** The LGPD terms the wizard links to; every admin edit is a new version. */
export const accreditationTermsModelSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  /** ISO 8601; null for the shipped first version */
  updatedAt: z.string().nullable(),
});

const accreditationTypeSchema = z.enum(
  ACCREDITATION_TYPE_OPTIONS.map((o) => o.value) as [AccreditationType, ...AccreditationType[]],
);

/** One LGPD consent of a person (user detail, data export). */
export const accreditationConsentModelSchema = z.object({
  _id: z.string(),
  type: accreditationTypeSchema,
  consentVersion: z.string(),
  consentedAt: z.date(),
  /** "web" for the public wizard */
  channel: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  knowAbout: z.string().nullable(),
  eventId: z.string().nullable(),
});

const row = z.record(z.string(), z.unknown());

/** `GET /user/{id}/data-export` (admin, LGPD): everything stored about the person. */
export const userDataExportModelSchema = z.object({
  exportedAt: z.date(),
  user: row,
  consents: z.array(row),
  attendances: z.array(row),
  checks: z.array(row),
  consumption: z.array(row),
  consumptionLogs: z.array(row),
  leads: z.array(row),
  // issue 37: every location of the server's personal-data registry (modules/lgpd)
  notifications: z.array(row),
  payments: z.array(row),
  emailChanges: z.array(row),
  companyRequests: z.array(row),
  sessions: z.array(row),
});

/** `POST /user/{id}/anonymise` (admin, LGPD). */
export const anonymiseResultModelSchema = z.object({ _id: z.string(), anonymisedAt: z.date() });

export type AccreditationConsentModel = z.output<typeof accreditationConsentModelSchema>;
export type AccreditationTermsModel = z.output<typeof accreditationTermsModelSchema>;
