import { ApiError, api } from '../../shared/api/client';
import type { Cashback } from '../budgets';

export async function getCashback(id: string): Promise<Cashback> {
  const env = await api<Cashback>('GET', `/cashback/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/** Exhibitors for the admin's company choice. */
export async function listExhibitors(): Promise<{ value: string; label: string }[]> {
  const env = await api<{ _id: string; name: string }[]>('GET', '/company', {
    query: { take: 500, sort: 'name', desc: false, 'filters[companyType]': 'E' },
  });
  return (env.model ?? []).map((c) => ({ value: c._id, label: c.name }));
}

/** The page a cashback's payment opens: the Pix payment page, which becomes the receipt once paid. */
export const payPath = (transactionId: string) => `/pay/${transactionId}`;
