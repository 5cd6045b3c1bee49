import { FIELD_MESSAGES, PAYMENT_MESSAGES } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest } from '../../core/errors';
import type { Db } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';

/**
 * The exhibitor a new budget or cashback charges: a manager's or user's own company, or the one an
 * admin names (`company`); 400 when there is none or it does not exist.
 */
export async function chargingCompany(db: Db, auth: AuthContext, named: string | null | undefined) {
  const companyId = companyScope(auth) ?? named ?? null;
  if (!companyId) throw badRequest({ company: PAYMENT_MESSAGES.companyRequired });
  const company = await findCompanyById(db, companyId);
  if (!company) throw badRequest({ company: FIELD_MESSAGES.invalidOption });
  return { companyId, company };
}
