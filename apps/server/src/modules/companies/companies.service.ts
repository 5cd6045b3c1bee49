import {
  ApprovalStatus,
  CNPJ_READ_ONLY_MESSAGE,
  type CompanyForm,
  type CompanyType,
  FIELD_MESSAGES,
  isValidCnpj,
  onlyDigits,
  phoneColumns,
  SERVER_CODES,
  termDecisionNotification,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notifyCompanyUsers } from '../notifications/notifications.service';
import { presentCompany, presentCompanyRef } from './companies.presenter';
import {
  type CompanyRow,
  type CompanySort,
  companiesChanged,
  decideResponsibility,
  deleteCompany,
  findCompanyById,
  findCompanyByTypeAndDocument,
  insertCompany,
  listCompanies,
  type NewCompanyRow,
  updateCompany,
} from './companies.repository';

/** Roles that see the cashback fee of a company. */
const seesFee = (auth: AuthContext) => auth.role === 'Admin' || auth.role === 'Project_Manager';

/** Fields only an admin sets (spec part 1 §6: cashback fee, about, address and files; and status). */
const ADMIN_ONLY_FIELDS = ['cashbackFee', 'about', 'address', 'logo', 'banner', 'catalog', 'status'] as const;

/** The largest page of the builder look-up: it is a look-up by one CNPJ, not a directory. */
const PUBLIC_LOOKUP_MAX = 10;

/**
 * `GET /company`. With `filters[public]=true` it is the look-up by CNPJ the builder registration
 * makes (spec part 1 §7): any caller of the list may use it, it needs the full CNPJ (exact match) and
 * answers only `_id, name, socialName, document, companyType`, whatever company it belongs to.
 * Otherwise the list is limited to the caller's scope.
 */
export async function listCompaniesFor(db: Db, auth: AuthContext, q: ParsedList<CompanySort>) {
  if (q.filters.public === 'true') {
    const document = onlyDigits(q.filters.document);
    if (!isValidCnpj(document)) throw badRequest({ document: FIELD_MESSAGES.invalidCnpj });
    const { public: _p, ...filters } = q.filters;
    const { rows } = await listCompanies(
      db,
      { ...q, take: Math.min(q.take, PUBLIC_LOOKUP_MAX), filters: { ...filters, document } },
      undefined,
    );
    const exact = rows.filter((r) => r.document === document);
    return { rows: exact.map(presentCompanyRef), count: exact.length };
  }
  const { rows, count } = await listCompanies(db, q, companyScope(auth));
  return { rows: rows.map((r) => presentCompany(r, { withFee: seesFee(auth) })), count };
}

/** The company if the caller may see it, else 404 (another company's id is never confirmed). */
async function companyInScope(db: Db, auth: AuthContext, id: string): Promise<CompanyRow> {
  const scoped = companyScope(auth);
  if (scoped && scoped !== id) throw notFound();
  const company = await findCompanyById(db, id);
  if (!company) throw notFound();
  return company;
}

export async function getCompanyFor(db: Db, auth: AuthContext, id: string) {
  return presentCompany(await companyInScope(db, auth, id), { withFee: seesFee(auth) });
}

/** The stored columns of the form's values (only the keys present in `values`). */
function toColumns(values: Partial<CompanyForm>): Partial<NewCompanyRow> {
  const out: Partial<NewCompanyRow> = {};
  if (values.name !== undefined) out.name = values.name;
  if (values.socialName !== undefined) out.socialName = values.socialName;
  if (values.segment !== undefined) out.segment = values.segment;
  if (values.stand !== undefined) out.stand = values.stand;
  if (values.email !== undefined) out.email = values.email;
  if (values.phoneNumber !== undefined) {
    Object.assign(out, phoneColumns(values.phoneNumber));
  }
  if (values.status !== undefined) out.status = values.status;
  if (values.about !== undefined) out.about = values.about;
  if (values.cashbackFee !== undefined) out.cashbackFee = values.cashbackFee ?? 0;
  if (values.logo !== undefined) out.logo = values.logo;
  if (values.banner !== undefined) out.banner = values.banner;
  if (values.catalog !== undefined) out.catalog = values.catalog;
  if (values.address !== undefined) {
    const a = values.address;
    out.address = a ? { ...a } : null;
    out.city = a?.city ?? null;
    out.state = a?.state ?? null;
  }
  return out;
}

/** Keeps only the keys the caller sent (a PUT leaves the others alone) and, for non-admins, not the admin-only ones. */
function pick(auth: AuthContext, values: Partial<CompanyForm>, sent: (key: string) => boolean) {
  const out: Partial<CompanyForm> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!sent(key)) continue;
    if (auth.role !== 'Admin' && (ADMIN_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

const duplicate = (existing: CompanyRow) =>
  conflict(SERVER_CODES.documentExists, presentCompanyRef(existing), { document: FIELD_MESSAGES.cnpjTaken });

/**
 * Creates a company of `companyType` (the body's, E by default; a builder is always M). A CNPJ already
 * registered for that type answers 409 with the existing record, as `/verify` does.
 */
export async function createCompanyBy(
  db: Db,
  auth: AuthContext,
  input: CompanyForm,
  companyType?: CompanyType,
) {
  const type = companyType ?? input.companyType ?? 'E';
  // POST /company (the type from the body): a manager's "Cadastrar prestador" registers service
  // providers, nothing else (API_RULES); a manager's own builder comes through POST /builder ('M')
  if (auth.role === 'Manager' && companyType === undefined && type !== 'S') throw forbidden();
  const existing = await findCompanyByTypeAndDocument(db, type, input.document);
  if (existing) throw duplicate(existing);
  const values = toColumns(pick(auth, input, () => true));
  try {
    const row = await insertCompany(db, {
      name: input.name,
      socialName: input.socialName,
      document: input.document,
      ...values,
      companyType: type,
      createdBy: auth.userId,
    });
    return presentCompany(row, { withFee: seesFee(auth) });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const again = await findCompanyByTypeAndDocument(db, type, input.document);
      if (again) throw duplicate(again);
    }
    throw e;
  }
}

/** `PUT /company/{id}`: the CNPJ is read-only, the type does not change; absent fields are kept. */
export async function updateCompanyBy(
  db: Db,
  auth: AuthContext,
  id: string,
  input: Omit<Partial<CompanyForm>, 'document'> & { document?: string | null },
  sent: (key: string) => boolean,
) {
  const company = await companyInScope(db, auth, id);
  if (input.document && input.document !== company.document)
    throw badRequest({ document: CNPJ_READ_ONLY_MESSAGE });
  const { document: _d, companyType: _t, ...rest } = input;
  const values = toColumns(pick(auth, rest, sent));
  const row = Object.keys(values).length ? await updateCompany(db, id, values) : company;
  return presentCompany(row, { withFee: seesFee(auth) });
}

export async function deleteCompanyBy(db: Db, id: string) {
  if (!(await deleteCompany(db, id))) throw notFound();
  return null;
}

/** The exhibitor sends its signed responsibility term: stored, and back to "Em análise". */
export async function uploadResponsibilityTerm(db: Db, auth: AuthContext, id: string, url: string) {
  await companyInScope(db, auth, id);
  const row = await updateCompany(db, id, {
    responsibilityFileUrl: url,
    responsibilityStatus: ApprovalStatus.Pending,
  });
  return presentCompany(row, { withFee: seesFee(auth) });
}

/** Reads an approval decision from the path: 1 approve, 2 reject; anything else is a 400. */
export function parseDecision(raw: string): 1 | 2 {
  if (raw === '1') return ApprovalStatus.Approved;
  if (raw === '2') return ApprovalStatus.Rejected;
  throw badRequest({ status: FIELD_MESSAGES.invalidOption });
}

/** Not in spec: the 409 answer when a decision is asked for something not waiting for one. */
export const notPending = (field: string, message: string) =>
  conflict(SERVER_CODES.approvalNotPending, null, { [field]: message });

/** Where the term notification leads: the exhibitor's "Termo de responsabilidade" screen. */
const RESPONSIBILITY_LINK = '/company/responsibility';

/**
 * Admin approves (1) or rejects (2) the term, only while it is pending (0). In the same transaction the
 * company's enabled managers (or, when it has none, all its enabled users) get a notification.
 */
export async function decideResponsibilityTerm(db: Db, auth: AuthContext, id: string, rawStatus: string) {
  const status = parseDecision(rawStatus);
  const company = await companyInScope(db, auth, id);
  if (company.responsibilityFileUrl === null) throw notPending('status', 'Termo não enviado');
  if (company.responsibilityStatus !== ApprovalStatus.Pending)
    throw notPending('status', 'O termo já foi analisado');
  const row = await db.transaction(async (tx) => {
    // the guard makes two admins deciding at once end with one decision (and one notification)
    const decided = await decideResponsibility(tx, id, status);
    if (!decided) return undefined;
    await notifyCompanyUsers(tx, {
      ...termDecisionNotification(status === ApprovalStatus.Approved, decided.name),
      companyIds: [id],
      roles: ['Manager'],
      everyoneWhenNone: true,
      eventLink: RESPONSIBILITY_LINK,
    });
    return decided;
  });
  companiesChanged(db);
  if (!row) throw notPending('status', 'O termo já foi analisado');
  return presentCompany(row, { withFee: seesFee(auth) });
}
