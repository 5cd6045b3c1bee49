import type { CertificateTemplateModel, CertificateVerifyModel, Wire } from '@feira/shared';
import { ApiError, api, apiBlob } from '../../shared/api/client';

export type CertificateTemplate = Wire<CertificateTemplateModel>;
export type CertificateVerify = Wire<CertificateVerifyModel>;

export async function getTemplate(id: string): Promise<CertificateTemplate> {
  const env = await api<CertificateTemplate>('GET', `/certificate/${encodeURIComponent(id)}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/** Events for the template's picker (the latest 100). */
export async function eventOptions(): Promise<{ value: string; label: string }[]> {
  const env = await api<{ _id: string; title: string }[]>('GET', '/event', {
    query: { skip: 0, take: 100, sort: 'createdAt', desc: true },
  });
  return (env.model ?? []).map((e) => ({ value: e._id, label: e.title }));
}

/** The public emission: the PDF of every certificate the person earned. */
export function issueCertificate(document: string, birthDate: string): Promise<Blob> {
  return apiBlob('/certificate/issue', { method: 'POST', body: { document, birthDate } });
}

export async function verifyCertificate(code: string): Promise<CertificateVerify> {
  const env = await api<CertificateVerify>('GET', `/certificate/verify/${encodeURIComponent(code)}`);
  return env.model!;
}
