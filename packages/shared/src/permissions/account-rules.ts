import { ROLES, type Role } from '../roles';

/**
 * Who may create, edit and sign in as whom (issue 8, DESIGN.md §3). API_RULES says which roles reach the
 * user endpoints at all; this table says what each role may do to an account there. The server's user
 * services and the web's user form both read it.
 */
export interface AccountPowers {
  /** roles of the accounts this role may create, edit, enable/disable, and may give */
  manages: readonly Role[];
  /** may choose another person's password (create with a password) */
  setsPasswords: boolean;
  /** may put a new person in a company of its choice (otherwise: the caller's own company) */
  choosesCompany: boolean;
  /** may move an existing person to another company */
  movesBetweenCompanies: boolean;
}

/** Company roles: what a company's own manager or builder hands out to its staff. */
export const COMPANY_ROLES: readonly Role[] = ['User', 'Manager', 'Builder'];

const NONE: AccountPowers = {
  manages: [],
  setsPasswords: false,
  choosesCompany: false,
  movesBetweenCompanies: false,
};

export const ACCOUNT_POWERS: Record<Role, AccountPowers> = {
  Admin: { manages: ROLES, setsPasswords: true, choosesCompany: true, movesBetweenCompanies: true },
  // Company managers and builders run their own company's staff (the server pins the company).
  Manager: {
    manages: COMPANY_ROLES,
    setsPasswords: true,
    choosesCompany: false,
    movesBetweenCompanies: false,
  },
  Builder: {
    manages: COMPANY_ROLES,
    setsPasswords: true,
    choosesCompany: false,
    movesBetweenCompanies: false,
  },
  // Reception registers and checks in visitors across companies: plain User accounts only, no
  // passwords, and the company is set when the visitor is registered, never changed afterwards.
  // Anything more would let a desk account take over a company's manager (issue 8, defect 1).
  Receptionist: {
    manages: ['User'],
    setsPasswords: false,
    choosesCompany: true,
    movesBetweenCompanies: false,
  },
  User: NONE,
  Project_Manager: NONE,
};

/** The roles a caller may give and whose accounts it may create or edit. */
export function rolesGrantableBy(role: Role): Role[] {
  return [...ACCOUNT_POWERS[role].manages];
}
