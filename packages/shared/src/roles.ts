/** The six roles of spec part 1 §3. Compared case-insensitively (the legacy clients send "ADMIN", "admin"...). */
export const ROLES = ['Admin', 'Manager', 'Receptionist', 'User', 'Builder', 'Project_Manager'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Administrador',
  Manager: 'Gestor',
  Receptionist: 'Recepcionista',
  User: 'Usuário',
  Builder: 'Montadora',
  Project_Manager: 'Gerente de Projeto',
};

/** Roles a non-admin may never grant (DESIGN.md §3). */
export const ADMIN_ONLY_GRANTABLE: readonly Role[] = ['Admin', 'Project_Manager'];

const byLower = new Map(ROLES.map((r) => [r.toLowerCase(), r]));

/** Accepts any casing ("ADMIN", "project_manager") and returns the canonical role, or undefined. */
export function normalizeRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  return byLower.get(value.trim().toLowerCase());
}

/**
 * The roles a caller may give (DESIGN.md §3): admins any; organiser staff (receptionists) any but Admin
 * and Project_Manager; company-scoped callers (manager, builder) only company roles, because a
 * Receptionist sees every company's people.
 */
export const COMPANY_ROLES: readonly Role[] = ['User', 'Manager', 'Builder'];
export function rolesGrantableBy(role: Role): Role[] {
  if (role === 'Admin') return [...ROLES];
  if (role === 'Manager' || role === 'Builder') return [...COMPANY_ROLES];
  if (role === 'Receptionist') return ROLES.filter((r) => !ADMIN_ONLY_GRANTABLE.includes(r));
  return [];
}

/** Badge codes (DESIGN.md §4): 10 characters, upper-case letters and digits without look-alikes (no 0/O, 1/I/L). */
export const USER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const USER_CODE_LENGTH = 10;
const CODE_RE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);
export function isUserCode(value: string): boolean {
  return CODE_RE.test(value);
}
