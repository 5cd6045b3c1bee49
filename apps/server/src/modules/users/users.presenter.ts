import { type CompanyType, type MeUser, normalizeRole } from '@feira/shared';
import type { UserListRow, UserRow } from './users.repository';

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
