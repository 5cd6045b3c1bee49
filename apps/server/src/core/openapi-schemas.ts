import { MAX_TAKE } from '@feira/shared';
import { z } from 'zod';

/**
 * The list query as OpenAPI shows it. Validation itself happens in parseListQuery (one parser for every
 * list), so this schema only coerces and documents; `filters[field]` arrives folded into `filters`.
 */
export const listQueryOpenApi = z.looseObject({
  skip: z.string().optional().describe('registros a pular'),
  take: z.string().optional().describe(`tamanho da página (até ${MAX_TAKE})`),
  sort: z.string().optional().describe('campo de ordenação (padrão createdAt)'),
  desc: z.string().optional().describe('true para decrescente (padrão)'),
  startDate: z.string().optional().describe('início do período (ISO, com o fuso do cliente; anos 1900–2100)'),
  endDate: z.string().optional().describe('fim do período (ISO, com o fuso do cliente; anos 1900–2100)'),
  filters: z.record(z.string(), z.string()).optional().describe('filters[campo]=valor'),
});

/** `:id` of a record (a UUID, or a legacy id of at most 64 characters). */
export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
