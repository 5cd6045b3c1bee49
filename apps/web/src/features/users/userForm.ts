import {
  nationalPhone,
  normalizeRole,
  type Role,
  userFormSchema as sharedUserFormSchema,
  type UserFormBody,
  UserStatus,
} from '@feira/shared';
import { z } from 'zod';
import type { UserRecord } from './api';

/**
 * The form's values as typed (masked fields hold digits; selects hold option values or null). The
 * professional certificate is one upload (`certificate`) sent as `professionalFiles: [{ url }]`.
 */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  badgeName: string;
  email: string;
  document: string;
  phoneNumber: string;
  birthDate: string | null;
  gender: number | null;
  profession: string | null;
  company: string | null;
  companyName: string | null;
  sector: string;
  role: string | null;
  status: number | null;
  certificate: string | null;
  /** Kept from the loaded user so an edit does not drop its other files. */
  otherFiles: { url: string }[];
  address: { city: string; state: string | null };
}

export type UserFormOutput = UserFormBody;

/** The form's values in the shape of POST/PUT /user. */
function toWire(v: UserFormValues) {
  const { certificate, otherFiles, ...rest } = v;
  return { ...rest, professionalFiles: [...(certificate ? [{ url: certificate }] : []), ...otherFiles] };
}

/**
 * The shared user form schema (the server validates the same): firstName, lastName, email, role and
 * status required; for a receptionist also CPF, phone, birth date, gender and profession; a Builder
 * needs an allowed profession and the professional certificate.
 */
export function userFormSchema(callerRole: Role | undefined): z.ZodType<UserFormOutput, UserFormValues> {
  return z.preprocess(
    (v) => toWire(v as UserFormValues),
    sharedUserFormSchema({ receptionist: callerRole === 'Receptionist' }),
  ) as unknown as z.ZodType<UserFormOutput, UserFormValues>;
}

/** Whether the builder rules apply to the person: role Builder (a builder registers Builder staff). */
export function isBuilderRole(role: unknown) {
  return normalizeRole(role) === 'Builder';
}

/** Empty form for /user/new; a manager or builder registers people of their own company. */
export function newUserDefaults(
  callerCompanyId: string | null,
  callerRole: Role | undefined,
): UserFormValues {
  const picksCompany = callerRole === 'Admin' || callerRole === 'Receptionist';
  return {
    firstName: '',
    lastName: '',
    badgeName: '',
    email: '',
    document: '',
    phoneNumber: '',
    birthDate: null,
    gender: null,
    profession: null,
    company: picksCompany ? null : callerCompanyId,
    companyName: null,
    sector: '',
    role: callerRole === 'Builder' ? 'Builder' : 'User',
    status: UserStatus.Enabled,
    certificate: null,
    otherFiles: [],
    address: { city: '', state: null },
  };
}

export function userToForm(u: UserRecord): UserFormValues {
  const files = (u.professionalFiles ?? []).filter((f): f is { url: string } => !!f.url);
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    badgeName: u.badgeName ?? '',
    email: u.email ?? '',
    document: u.document ?? '',
    phoneNumber: nationalPhone(u.nationalPhoneNumber ?? u.phoneNumber),
    birthDate: u.birthDate ?? null,
    gender: u.gender ?? null,
    profession: u.profession ?? null,
    company: u.company?._id ?? null,
    companyName: u.companyName ?? null,
    sector: u.sector ?? '',
    role: normalizeRole(u.role) ?? u.role,
    status: u.status,
    certificate: files[0]?.url ?? null,
    otherFiles: files.slice(1).map((f) => ({ url: f.url })),
    address: { city: u.address?.city ?? '', state: u.address?.state ?? null },
  };
}
