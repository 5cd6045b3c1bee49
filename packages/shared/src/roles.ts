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

const byLower = new Map(ROLES.map((r) => [r.toLowerCase(), r]));

/** Accepts any casing ("ADMIN", "project_manager") and returns the canonical role, or undefined. */
export function normalizeRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  return byLower.get(value.trim().toLowerCase());
}

/** Badge codes (DESIGN.md §4): 10 characters, upper-case letters and digits without look-alikes (no 0/O, 1/I/L). */
export const USER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const USER_CODE_LENGTH = 10;
const CODE_RE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);
export function isUserCode(value: string): boolean {
  return CODE_RE.test(value);
}
