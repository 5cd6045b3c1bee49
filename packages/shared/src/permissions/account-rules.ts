import { ROLES, type Role } from '../roles';

/**
 * Who may create, edit and sign in as whom (issue 8, DESIGN.md §3). API_RULES says which roles reach the
 * user endpoints at all; this table says what each role may do to an account there. The server's user
 * services and the web's user form both read it.
 */
export interface AccountPowers {
  /** roles of the accounts this role may create, edit, enable/disable, and may give */
  manages: readonly Role[];
  /**
   * may choose a NEW person's password when creating the account. An existing account's password is
   * changed only by its owner or an admin (issue 37 item 2): nobody else ever picks it.
   */
  setsPasswords: boolean;
  /**
   * whose existing account's e-mail it may change besides its own: everyone's, its own company's people
   * (managers only), or nobody's. The new address must still confirm the change (a link).
   */
  changesEmails: 'any' | 'company' | 'none';
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
  changesEmails: 'none',
  choosesCompany: false,
  movesBetweenCompanies: false,
};

export const ACCOUNT_POWERS: Record<Role, AccountPowers> = {
  Admin: {
    manages: ROLES,
    setsPasswords: true,
    changesEmails: 'any',
    choosesCompany: true,
    movesBetweenCompanies: true,
  },
  // Company managers and builders run their own company's staff (the server pins the company).
  Manager: {
    manages: COMPANY_ROLES,
    setsPasswords: true,
    changesEmails: 'company',
    choosesCompany: false,
    movesBetweenCompanies: false,
  },
  // A builder runs its staff but is not the company's manager: their e-mails stay theirs.
  Builder: {
    manages: COMPANY_ROLES,
    setsPasswords: true,
    changesEmails: 'none',
    choosesCompany: false,
    movesBetweenCompanies: false,
  },
  // Reception registers and checks in visitors across companies: plain User accounts only, no
  // passwords, no e-mail changes (issue 37: e-mail change + recovery = takeover), and the company is set when the visitor is registered, never changed afterwards.
  // Anything more would let a desk account take over a company's manager (issue 8, defect 1).
  Receptionist: {
    manages: ['User'],
    setsPasswords: false,
    changesEmails: 'none',
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

/** Who asks (the signed-in caller) and whose account it is, for mayChangeEmail. */
export interface AccountParty {
  id: string;
  role: Role;
  companyId: string | null;
}

/**
 * Whether `caller` may change the e-mail of the EXISTING account `target` (issue 37 item 2): the
 * account itself, an admin, or a manager of that person's company. The server refuses anything else
 * (403); the web shows the e-mail read-only then.
 */
export function mayChangeEmail(caller: AccountParty, target: Pick<AccountParty, 'id' | 'companyId'>) {
  if (caller.id === target.id) return true;
  const power = ACCOUNT_POWERS[caller.role].changesEmails;
  if (power === 'any') return true;
  return power === 'company' && caller.companyId !== null && caller.companyId === target.companyId;
}
