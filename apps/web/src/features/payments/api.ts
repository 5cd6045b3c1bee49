import type { PayPageModel } from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type PayPage = Omit<PayPageModel, 'createdAt' | 'paidAt' | 'canceledAt'> & {
  createdAt: string;
  paidAt: string | null;
  canceledAt: string | null;
};

export async function getPayPage(id: string): Promise<PayPage> {
  const env = await api<PayPage>('GET', `/pay/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

export async function getPayStatus(id: string): Promise<{ status: number; paidAt: string | null }> {
  const env = await api<{ status: number; paidAt: string | null }>('GET', `/pay/${id}/status`);
  return env.model ?? { status: 0, paidAt: null };
}

/** The receipt PDF (same origin, public). */
export const receiptUrl = (id: string) => `/api/pay/${encodeURIComponent(id)}/receipt`;
