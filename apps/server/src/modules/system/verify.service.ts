import {
  FIELD_MESSAGES,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  onlyDigits,
  SERVER_CODES,
} from '@feira/shared';
import { badRequest, conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { findCompanyByDocument } from '../companies/companies.repository';
import { findUserByDocument, findUserByEmail } from '../users/users.repository';

/**
 * `GET /verify?email=|cpf=|cnpj=`: 200 when available, 409 with the existing record (id and name only)
 * when taken — the forms show "Atenção! Este ... já está cadastrado" with a link to edit it.
 */
export async function verifyAvailability(db: Db, q: { email?: string; cpf?: string; cnpj?: string }) {
  if (q.email !== undefined) {
    if (!isValidEmail(q.email)) throw badRequest({ email: FIELD_MESSAGES.invalidEmail });
    const user = await findUserByEmail(db, q.email);
    if (user)
      throw conflict(SERVER_CODES.emailExists, { _id: user.id, fullName: user.fullName, email: user.email });
    return null;
  }
  if (q.cpf !== undefined) {
    const cpf = onlyDigits(q.cpf);
    if (!isValidCpf(cpf)) throw badRequest({ cpf: FIELD_MESSAGES.invalidCpf });
    const user = await findUserByDocument(db, cpf);
    if (user) throw conflict(SERVER_CODES.documentExists, { _id: user.id, fullName: user.fullName });
    return null;
  }
  if (q.cnpj !== undefined) {
    const cnpj = onlyDigits(q.cnpj);
    if (!isValidCnpj(cnpj)) throw badRequest({ cnpj: FIELD_MESSAGES.invalidCnpj });
    const company = await findCompanyByDocument(db, cnpj);
    if (company) {
      throw conflict(SERVER_CODES.documentExists, {
        _id: company.id,
        name: company.name,
        companyType: company.companyType,
      });
    }
    return null;
  }
  throw badRequest({ email: 'Informe email, cpf ou cnpj' });
}
