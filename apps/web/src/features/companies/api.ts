import { type CompanyType, onlyDigits } from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';
import type { Company } from './types';

export async function getCompany(id: string): Promise<Company> {
  const env = await api<Company>('GET', `/company/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/** One company of a type by CNPJ (`GET /company?filters[document]=...&take=1`), or null. */
export async function findCompanyByCnpj(
  cnpj: string,
  companyType?: CompanyType,
  extra: Record<string, string> = {},
): Promise<Company | null> {
  const query: Record<string, string> = { take: '1', 'filters[document]': onlyDigits(cnpj), ...extra };
  if (companyType) query['filters[companyType]'] = companyType;
  const env = await api<Company[]>('GET', '/company', { query });
  return env.model?.[0] ?? null;
}

/** The detail page of a company by its type (the CNPJ warning links there with ?edit=1). */
export function companyPath(company: { _id: string; companyType: CompanyType }): string {
  if (company.companyType === 'S') return `/ServiceProvider/${company._id}`;
  if (company.companyType === 'M') return `/builder?company=${company._id}`;
  return `/company/${company._id}`;
}

/** The public sign-up link of a company: `<origin>/Cadastro/<expositor|provider|builder>/<id>`. */
export function registrationLink(linkType: string, companyId: string): string {
  return `${window.location.origin}/Cadastro/${linkType}/${companyId}`;
}

export interface TakenCnpj {
  _id: string;
  name: string;
  companyType: CompanyType;
}

/**
 * `GET /verify?cnpj=`: null when the CNPJ is free; the existing company when taken (409). The 409's
 * record does not reach the ApiError, so it is looked up by CNPJ; with no access to it the warning
 * shows without a link (`_id` '').
 */
export async function verifyCnpj(cnpj: string, signal?: AbortSignal): Promise<TakenCnpj | null> {
  try {
    await api('GET', '/verify', { query: { cnpj: onlyDigits(cnpj) }, signal });
    return null;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) return null;
    // the 409 names the company that has this CNPJ
    const taken = err.model as Partial<TakenCnpj> | null;
    return { _id: taken?._id ?? '', name: taken?.name ?? '', companyType: taken?.companyType ?? 'E' };
  }
}
