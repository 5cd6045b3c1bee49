import { ApiError, api } from '../../shared/api/client';
import type { Budget } from './types';

export async function getBudget(id: string): Promise<Budget> {
  const env = await api<Budget>('GET', `/budget/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}
