import {
  type LaneModel,
  type LeadCapture,
  type LeadCardModel,
  type LeadDashboard,
  type LeadModel,
  MAX_TAKE,
  toListSearchParams,
} from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type { LaneModel, LeadCardModel, LeadModel };

export async function getLead(id: string): Promise<LeadModel> {
  const env = await api<LeadModel>('GET', `/lead/${encodeURIComponent(id)}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/**
 * The funnel's data: up to 10000 cards of the caller's company (or of `company` for the admin), as the
 * slim card model of `GET /lead/board` (a card opens the full lead with `GET /lead/{id}`).
 */
export async function getFunnelLeads(company?: string, signal?: AbortSignal): Promise<LeadCardModel[]> {
  const query = toListSearchParams({
    skip: 0,
    take: MAX_TAKE,
    sort: 'createdAt',
    desc: true,
    filters: company ? { company } : {},
  });
  return (await api<LeadCardModel[]>('GET', '/lead/board', { query, signal })).model ?? [];
}

export async function getLanes(company?: string, signal?: AbortSignal): Promise<LaneModel[]> {
  const query = toListSearchParams({
    skip: 0,
    take: MAX_TAKE,
    sort: 'position',
    desc: false,
    filters: company ? { company } : {},
  });
  return (await api<LaneModel[]>('GET', '/lane', { query, signal })).model ?? [];
}

export async function moveLead(id: string, status: number): Promise<LeadModel> {
  return (await api<LeadModel>('PUT', `/lead/${encodeURIComponent(id)}`, { body: { status } })).model!;
}

export async function renameLane(id: string, title: string): Promise<LaneModel> {
  return (await api<LaneModel>('PUT', `/lane/${encodeURIComponent(id)}`, { body: { title } })).model!;
}

/** Outcome of a capture: a new lead, or the visitor was already a lead of the company (409). */
export type CaptureResult = { kind: 'created' | 'existing'; lead: LeadModel };

export async function captureLead(body: LeadCapture, signal?: AbortSignal): Promise<CaptureResult> {
  try {
    const env = await api<LeadModel>('POST', '/lead', { body, signal });
    return { kind: 'created', lead: env.model! };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.model)
      return { kind: 'existing', lead: err.model as LeadModel };
    throw err;
  }
}

export async function getDashboard(signal?: AbortSignal): Promise<LeadDashboard> {
  return (await api<LeadDashboard>('GET', '/lead/dashboard', { signal })).model!;
}

/** "https://wa.me/<digits>" for a phone ("+55 11 98765-4321" -> 5511987654321), or null. */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}
