import type {
  AccreditationConsentModel,
  AccreditationTermsModel,
  AccreditationType,
  accreditationConsentModelSchema,
  companyJoinRequestModelSchema,
  WireOf,
} from '@feira/shared';
import { ACCREDITATION_TYPES } from '@feira/shared';
import { api } from '../../shared/api/client';

/** The signed token the submit and the uploads carry (`GET /accreditation/token`). */
export async function getFormToken(): Promise<string> {
  const env = await api<{ token: string; issuedAt: number }>('GET', '/accreditation/token');
  return env.model?.token ?? '';
}

export async function getTerms(): Promise<AccreditationTermsModel> {
  return (await api<AccreditationTermsModel>('GET', '/accreditation/terms')).model!;
}

export async function saveTerms(text: string): Promise<AccreditationTermsModel> {
  return (await api<AccreditationTermsModel>('PUT', '/accreditation/terms', { body: { text } })).model!;
}

/** The answer carries no id (issue 37): the same for a new person and for a taken CPF or e-mail. */
export async function submitAccreditation(body: unknown): Promise<{ received: boolean }> {
  return (await api<{ received: boolean }>('POST', '/accreditation', { body })).model!;
}

/** A pre-signed PUT address for a step-3 document (public: the form token authorises it). */
export async function presignAccreditationUpload(
  formToken: string,
  file: { content_type: string; filename: string },
  signal?: AbortSignal,
): Promise<string | undefined> {
  const env = await api<{ url: string }>('POST', '/accreditation/upload', {
    body: { ...file, formToken },
    signal,
  });
  return env.model?.url;
}

export type ConsentRow = WireOf<typeof accreditationConsentModelSchema>;

export async function getConsents(userId: string): Promise<ConsentRow[]> {
  return (await api<ConsentRow[]>('GET', `/user/${encodeURIComponent(userId)}/consents`)).model ?? [];
}

export type { AccreditationConsentModel };

/** Registration-link segments the company and user lists copy, and the types' own names. */
const TYPE_ALIASES: Record<string, AccreditationType> = {
  expositor: 'exhibitor',
  montadora: 'builder',
  prestador: 'provider',
  imprensa: 'press',
  visitante: 'guest',
};

/**
 * What a `/Cadastro/...` path names: `/Cadastro/{type}`, `/Cadastro/{type}/{companyId}` or
 * `/Cadastro/{companyId}` (a first segment that is no type is a company id).
 */
export function readCadastroPath(
  first?: string,
  second?: string,
): {
  type: AccreditationType | null;
  company: string | null;
} {
  const key = (first ?? '').toLowerCase();
  const type = (ACCREDITATION_TYPES as readonly string[]).find((t) => t === key) ?? TYPE_ALIASES[key] ?? null;
  if (type) return { type: type as AccreditationType, company: second || null };
  return { type: null, company: first || null };
}

/** A pending request to join a company (issue 37 item 1), as the manager's and admin's list shows it. */
export type CompanyRequestRow = WireOf<typeof companyJoinRequestModelSchema>;

export async function getCompanyRequests(): Promise<CompanyRequestRow[]> {
  return (await api<CompanyRequestRow[]>('GET', '/company-requests')).model ?? [];
}

/** Approves (the person joins the requested company) or refuses (the request goes, nothing else). */
export const decideCompanyRequest = (userId: string, decision: 'approve' | 'reject') =>
  api<null>('POST', `/user/${encodeURIComponent(userId)}/company-request/${decision}`);
