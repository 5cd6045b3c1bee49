import { z } from 'zod';
import { ROLES } from '../../roles';
import { addressModelSchema, companyTypeSchema, fileRefModelSchema, nullableText } from './common';

/** A company as the user calls embed it (and the company picker offers it). */
export const companyOptionModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  companyType: companyTypeSchema,
});

/**
 * A user as `GET /user`, `GET /user/{id}` and the user writes answer it (spec part 1 §3 "User"). The
 * allow-list: the password hash, password-change instant, search column, reset flag and creator never
 * leave the server.
 */
export const userModelSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  badgeName: nullableText,
  document: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  nationalPhoneNumber: nullableText,
  /** YYYY-MM-DD */
  birthDate: nullableText,
  gender: z.number().int().nullable(),
  profession: nullableText,
  companyName: nullableText,
  companyDocument: nullableText,
  companyId: nullableText,
  company: companyOptionModelSchema.nullable(),
  sector: nullableText,
  code: z.string(),
  ticketType: nullableText,
  externalId: nullableText,
  role: z.enum(ROLES),
  status: z.number().int(),
  /** registered from /Register and waiting for an admin (status 0 meanwhile) */
  pendingApproval: z.boolean(),
  professionalFiles: z.array(fileRefModelSchema),
  qrPrinted: z.boolean(),
  checkInAt: z.date().nullable(),
  address: addressModelSchema.nullable(),
  /** copies of address.city and address.state, which the list filters and sorts on */
  city: nullableText,
  state: nullableText,
  mobile: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/**
 * `POST /user`: a staff member's create answers the whole user; /Register (no token) only the pending
 * account's `_id`, `email` and `status`. One object with the rest optional, not a union: the compiled
 * serialiser picks a union's branch by validating the data, which a Date never passes.
 */
export const createdUserModelSchema = userModelSchema
  .partial()
  .required({ _id: true, email: true, status: true });

/**
 * `GET /contact/{code}`: the public contact card of a scanned badge (profession already a label). The
 * allow-list of that public answer: exactly the spec's five fields, never an id, CPF or birth date.
 */
export const contactCardModelSchema = z.object({
  fullName: z.string(),
  companyName: nullableText,
  profession: nullableText,
  phoneNumber: nullableText,
  email: nullableText,
});

/**
 * `POST /user/checkin`: how many CPFs checked in, which valid ones (as sent) matched nobody, and which
 * fail the CPF check digits (`invalid`, never looked up: issue 39 item 4).
 */
export const checkInModelSchema = z.object({
  checkedIn: z.number().int(),
  unmatched: z.array(z.string()),
  invalid: z.array(z.string()),
});

/** `PUT /user/print`: how many badges were marked printed, and the ids that matched nobody. */
export const printBatchModelSchema = z.object({ printed: z.number().int(), notFound: z.array(z.string()) });

/** `POST /user/import`: what the server did with each row of the chunk (`row` = index in the chunk). */
export const importRowResultModelSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'rejected']),
  _id: z.string().optional(),
  errors: z.record(z.string(), z.string()),
  /** an updated row: the fields it changed (IMPORT_CHANGE_LABELS keys) and "atualizado: nome, ..." */
  changed: z.array(z.string()).optional(),
  message: z.string().optional(),
});

/** The signed-in user as `GET /user/me` and the session answers return it. */
export const meUserModelSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.number().int(),
  code: z.string(),
  company: companyOptionModelSchema.nullable(),
});

/** `POST /token`, `POST /token/refresh` and one's own password change: the session's tokens. */
export const tokenModelSchema = z.object({
  /** short-lived access JWT (bearer) */
  token: z.string(),
  /** longer-lived refresh JWT; send it as `?token=` with `?userId=` to /api/token/refresh */
  refreshToken: z.string(),
  /** access token expiry, epoch milliseconds */
  expiresAt: z.number().int(),
  user: meUserModelSchema,
});
