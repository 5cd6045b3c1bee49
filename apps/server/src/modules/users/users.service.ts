import { ADMIN_ONLY_GRANTABLE, normalizeRole, onlyDigits, type Role, SERVER_CODES } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, forbidden } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newUserCode } from '../../db/ids';
import { presentUser } from './users.presenter';
import {
  findUserByDocument,
  findUserByEmail,
  insertUser,
  listUsers,
  type NewUser,
  type UserRow,
  type UserSort,
} from './users.repository';

export async function listUsersFor(db: Db, auth: AuthContext, q: ParsedList<UserSort>) {
  const { rows, count } = await listUsers(db, q, companyScope(auth));
  return { rows: rows.map((r) => presentUser(r.user, r.company)), count };
}

/** Inserts a user with a fresh badge code, mapping unique-index clashes to the spec's 409 answers. */
export async function createUserRecord(db: Db, values: Omit<NewUser, 'code'>): Promise<UserRow> {
  if (values.email && (await findUserByEmail(db, values.email)))
    throw conflict(SERVER_CODES.emailExists, null, { email: 'Email já registrado' });
  if (values.document && (await findUserByDocument(db, values.document))) {
    throw conflict('Document already exists', null, { document: 'CPF já registrado' });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(db, { ...values, code: newUserCode() });
    } catch (e) {
      const constraint = isUniqueViolation(e);
      if (constraint?.includes('code') && attempt < 5) continue;
      if (constraint?.includes('email'))
        throw conflict(SERVER_CODES.emailExists, null, { email: 'Email já registrado' });
      if (constraint) throw conflict(SERVER_CODES.conflict, null, { document: 'Registro duplicado' });
      throw e;
    }
  }
}

export interface CreateUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  role: string;
  status: number;
  document?: string | null;
  phoneNumber?: string | null;
  company?: string | null;
  profession?: string | null;
}

/**
 * A signed-in staff member creates a user (DESIGN.md §3): non-admins can never grant Admin or
 * Project_Manager and only create users of their own company. The full user form rules come with the
 * users issue; these are the ones every later screen relies on.
 */
export async function createUserBy(db: Db, auth: AuthContext, input: CreateUserInput) {
  const role = normalizeRole(input.role) as Role | undefined;
  if (!role) throw badRequest({ role: 'Campo obrigatório' });
  if (auth.role !== 'Admin' && ADMIN_ONLY_GRANTABLE.includes(role)) throw forbidden();
  const scoped = companyScope(auth);
  const companyId = scoped ?? input.company ?? null;
  const user = await createUserRecord(db, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    fullName: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
    email: input.email.trim().toLowerCase(),
    document: input.document ? onlyDigits(input.document) : null,
    phoneNumber: input.phoneNumber ?? null,
    role,
    status: input.status,
    companyId,
    profession: input.profession ?? null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  return presentUser(user);
}
