import {
  ACCOUNT_POWERS,
  FIELD_MESSAGES,
  mayChangeEmail,
  normalizeRole,
  phoneColumns,
  type Role,
  rolesGrantableBy,
  SERVER_CODES,
  type UserFormBody,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newUserCode } from '../../db/ids';
import { findCompanyById } from '../companies/companies.repository';
import { emailChangedMail } from '../session/session.mails';
import { type AccountMailOut, requestEmailChange } from './email-changes.service';
import { presentListedUser, presentUser } from './users.presenter';
import {
  deleteUserById,
  findUserByDocument,
  findUserByEmail,
  findUserByExternalId,
  findUserById,
  findUserWithCompany,
  insertUser,
  listUsers,
  type NewUser,
  type UserRow,
  type UserSort,
  updateUser,
} from './users.repository';

// The user form: list, create, read, edit and delete, with the role and company rules they share.
// An account's status and welcome e-mail are in users-account.service.ts; badges and check-in in
// users-badges.service.ts.

export async function listUsersFor(db: Db, auth: AuthContext, q: ParsedList<UserSort>) {
  const { rows, count } = await listUsers(db, q, companyScope(auth));
  return { rows: rows.map(presentListedUser), count };
}

const emailTaken = (existing: UserRow) =>
  conflict(SERVER_CODES.emailExists, { _id: existing.id }, { email: 'Email já registrado' });
const documentTaken = (existing: UserRow) =>
  conflict(SERVER_CODES.documentExists, { _id: existing.id }, { document: 'CPF já registrado' });

/** The 409 answers for e-mail, CPF and externalId already used by another user than `exceptId`. */
async function assertUnique(
  db: Db,
  values: { email?: string | null; document?: string | null; externalId?: string | null },
  exceptId?: string,
) {
  if (values.email) {
    const other = await findUserByEmail(db, values.email);
    if (other && other.id !== exceptId) throw emailTaken(other);
  }
  if (values.document) {
    const other = await findUserByDocument(db, values.document);
    if (other && other.id !== exceptId) throw documentTaken(other);
  }
  if (values.externalId) {
    const other = await findUserByExternalId(db, values.externalId);
    if (other && other.id !== exceptId)
      throw conflict(SERVER_CODES.conflict, { _id: other.id }, { externalId: 'Identificador já registrado' });
  }
}

/** A unique-index clash that slipped past the checks (a concurrent write) as the same 409 answers. */
function mapUniqueViolation(e: unknown): never {
  const constraint = isUniqueViolation(e);
  if (constraint?.includes('email'))
    throw conflict(SERVER_CODES.emailExists, null, { email: 'Email já registrado' });
  if (constraint?.includes('document'))
    throw conflict(SERVER_CODES.documentExists, null, { document: 'CPF já registrado' });
  if (constraint) throw conflict(SERVER_CODES.conflict, null, { externalId: 'Registro duplicado' });
  throw e;
}

/** Inserts a user with a fresh badge code, mapping unique-index clashes to the spec's 409 answers. */
export async function createUserRecord(db: Db, values: Omit<NewUser, 'code'>): Promise<UserRow> {
  await assertUnique(db, values);
  for (let attempt = 0; ; attempt++) {
    try {
      // the phone in its one stored form whoever calls (registration, accreditation, tests, scripts)
      const phone = values.phoneNumber === undefined ? {} : phoneColumns(values.phoneNumber);
      return await insertUser(db, { ...values, ...phone, code: newUserCode() });
    } catch (e) {
      if (isUniqueViolation(e)?.includes('code') && attempt < 5) continue;
      mapUniqueViolation(e);
    }
  }
}

/** The caller may give this role (ACCOUNT_POWERS: e.g. never Admin by a non-admin, only User by reception). */
function assertGrantable(auth: AuthContext, role: Role) {
  if (!rolesGrantableBy(auth.role).includes(role)) throw forbidden();
}

/**
 * The stored columns a user form sets (not password, role, status, company: those have rules). The
 * schema already gives the stored forms (trimmed text, CPF digits, "+55" phone, lower-cased e-mail).
 */
function formColumns(input: UserFormBody) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    fullName: `${input.firstName} ${input.lastName}`,
    badgeName: input.badgeName,
    email: input.email,
    document: input.document,
    ...phoneColumns(input.phoneNumber),
    birthDate: input.birthDate,
    gender: input.gender,
    profession: input.profession,
    companyName: input.companyName,
    companyDocument: input.companyDocument,
    sector: input.sector,
    ticketType: input.ticketType,
    externalId: input.externalId,
    professionalFiles: input.professionalFiles,
    address: input.address,
    city: input.address?.city ?? null,
    state: input.address?.state ?? null,
  } satisfies Partial<NewUser>;
}

/**
 * The company a new or edited user belongs to: company-scoped callers (manager, builder) always their
 * own, whatever the body says; admins and receptionists what they chose, which must exist.
 */
async function resolveCompany(db: Db, auth: AuthContext, requested: string | null): Promise<string | null> {
  const scoped = companyScope(auth);
  // a company-scoped caller's choice is ignored: their users always belong to their own company
  if (scoped) return scoped;
  if (!requested) return null;
  if (!(await findCompanyById(db, requested))) throw badRequest({ company: FIELD_MESSAGES.invalidOption });
  return requested;
}

/**
 * A signed-in staff member creates a user (DESIGN.md §3, spec part 1 §5 "User form"): non-admins can
 * never grant Admin or Project_Manager and only create users of their own company.
 */
export async function createUserBy(db: Db, auth: AuthContext, input: UserFormBody, companyId?: string) {
  assertGrantable(auth, input.role);
  if (input.password && !ACCOUNT_POWERS[auth.role].setsPasswords) throw forbidden();
  if (companyId !== undefined) {
    const scoped = companyScope(auth);
    if (scoped && scoped !== companyId) throw notFound();
    if (!(await findCompanyById(db, companyId))) throw notFound();
  }
  const company = companyId ?? (await resolveCompany(db, auth, input.company));
  const user = await createUserRecord(db, {
    ...formColumns(input),
    role: input.role,
    status: input.status,
    companyId: company,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    createdBy: auth.userId,
  });
  return presentUser(user);
}

/** A user the caller may see (scope company -> only their company's; anything else is 404). */
export async function loadScoped(db: Db, auth: AuthContext, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  const scoped = companyScope(auth);
  if (!user || (scoped && user.companyId !== scoped)) throw notFound();
  return user;
}

export async function getUserFor(db: Db, auth: AuthContext, id: string) {
  const row = await findUserWithCompany(db, id);
  const scoped = companyScope(auth);
  if (!row || (scoped && row.user.companyId !== scoped)) throw notFound();
  return presentUser(row.user, row.company);
}

/**
 * PUT /user/{id} (the full user): the caller must manage both the account's current role and the new
 * one (ACCOUNT_POWERS), may move the person to another company only if its role moves people, and
 * cannot change its own role. The password is not changed here. The e-mail (issue 37 item 2): only the
 * account itself, an admin or a manager of the person's company may change it (mayChangeEmail), and a
 * new address is not stored yet: it gets a confirmation link and the old address a cancel link
 * (email-changes.service.ts). `emailChangePending` says so, for the form's message.
 */
export async function updateUserBy(
  db: Db,
  auth: AuthContext,
  id: string,
  input: UserFormBody,
  mailOut: AccountMailOut,
) {
  const user = await loadScoped(db, auth, id);
  const current = normalizeRole(user.role) ?? 'User';
  if (!rolesGrantableBy(auth.role).includes(current)) throw forbidden();
  assertGrantable(auth, input.role);
  if (auth.userId === id && input.role !== current) throw forbidden();
  // approving a pending registration is an admin decision (DESIGN.md §3)
  if (auth.role !== 'Admin' && user.pendingApproval && input.status !== user.status) throw forbidden();
  const oldEmail = user.email?.toLowerCase() ?? null;
  const newEmail = input.email ?? null;
  const emailChanges = oldEmail !== newEmail;
  const caller = { id: auth.userId, role: auth.role, companyId: auth.companyId };
  if (emailChanges && !mayChangeEmail(caller, user)) throw forbidden();
  // a new address waits for its confirmation link; removing the e-mail needs no proof of ownership
  const columns = { ...formColumns(input), email: newEmail === null ? null : oldEmail };
  await assertUnique(db, { ...columns, email: newEmail }, id);
  const companyId = await resolveCompany(db, auth, input.company);
  if (companyId !== user.companyId && !ACCOUNT_POWERS[auth.role].movesBetweenCompanies) throw forbidden();
  try {
    await updateUser(db, id, {
      ...columns,
      role: input.role,
      status: auth.userId === id ? user.status : input.status,
      pendingApproval: input.status === 1 ? false : user.pendingApproval,
      companyId,
    });
  } catch (e) {
    mapUniqueViolation(e);
  }
  if (emailChanges && newEmail) await requestEmailChange(db, mailOut, user, newEmail, auth.userId);
  else if (emailChanges && oldEmail && auth.userId !== id)
    await mailOut.send(oldEmail, { kind: 'email-changed', ...emailChangedMail(user.firstName, null) });
  return { model: await getUserFor(db, auth, id), emailChangePending: emailChanges && newEmail !== null };
}

export async function deleteUserBy(db: Db, auth: AuthContext, id: string) {
  if (auth.userId === id) throw badRequest({ _id: 'Você não pode excluir o seu próprio usuário' });
  await loadScoped(db, auth, id);
  if (!(await deleteUserById(db, id))) throw notFound();
}
