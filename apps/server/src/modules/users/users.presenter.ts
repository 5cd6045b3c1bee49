import { type CompanyType, type MeUser, normalizeRole } from '@feira/shared';
import type { UserListRow, UserListSqlRow, UserRow } from './users.repository';

type CompanyRef = { _id: string; name: string; companyType: CompanyType } | null;

/**
 * The user as the API shows it: `_id` naming of the spec, never the password hash. The list hands over
 * only the shown columns (UserListRow), the other calls a whole row.
 */
export function presentUser(
  u: UserListRow & Partial<Pick<UserRow, 'passwordHash' | 'passwordChangedAt' | 'searchName'>>,
  company: CompanyRef = null,
) {
  const { passwordHash: _hash, passwordChangedAt: _changed, searchName: _search, id, ...rest } = u;
  return { _id: id, ...rest, role: normalizeRole(u.role) ?? u.role, company };
}

/**
 * A users list row as the API shows it (presentUser's shape), from the driver's row in one object
 * literal: the list's hot path (bench/README.md, 2026-11-26: two object spreads of 31 fields per row
 * were 9 % of the server's busy time; a literal costs about what its three Dates do). The return type
 * lists every shown field, so a column added to the list (USER_LIST_FIELDS) and not here fails to compile.
 */
export function presentListedUser(
  r: UserListSqlRow,
): Omit<UserListRow, 'id'> & { _id: string; company: CompanyRef } {
  return {
    _id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: r.fullName,
    badgeName: r.badgeName,
    document: r.document,
    email: r.email,
    phoneNumber: r.phoneNumber,
    nationalPhoneNumber: r.nationalPhoneNumber,
    birthDate: r.birthDate,
    gender: r.gender,
    profession: r.profession,
    companyName: r.companyName,
    companyDocument: r.companyDocument,
    companyId: r.companyId,
    sector: r.sector,
    code: r.code,
    ticketType: r.ticketType,
    externalId: r.externalId,
    role: normalizeRole(r.role) ?? r.role,
    status: r.status,
    pendingApproval: r.pendingApproval,
    professionalFiles: r.professionalFiles,
    qrPrinted: r.qrPrinted,
    checkInAt: r.checkInAt === null ? null : new Date(r.checkInAt),
    address: r.address,
    city: r.city,
    state: r.state,
    mobile: r.mobile,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
    company:
      r.companyRefId === null
        ? null
        : { _id: r.companyRefId, name: r.companyRefName!, companyType: r.companyRefType! },
  };
}

export function presentMe(u: UserRow, company: CompanyRef): MeUser {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName ?? '',
    fullName: u.fullName,
    email: u.email ?? '',
    role: normalizeRole(u.role) ?? 'User',
    status: u.status,
    code: u.code,
    company,
  };
}
