import type { Envelope } from '@feira/shared';

/** A successful answer in the envelope every call uses (DESIGN.md §2). */
export function ok<T>(model: T, params: Record<string, unknown> = {}, message: string | null = null) {
  return { isValid: true as const, model, errors: {}, message, params };
}

/** A page of a list: `params.count` carries the total for paging (and `extra` any other totals). */
export function page<T, P extends Record<string, unknown> = Record<never, never>>(
  rows: T[],
  count: number,
  extra?: P,
) {
  return {
    isValid: true as const,
    model: rows,
    errors: {},
    message: null,
    params: { count, ...extra } as { count: number } & P,
  };
}

export function failure(
  message: string,
  errors: Record<string, string> = {},
  model: unknown = null,
): Envelope {
  return { isValid: false, model, errors, message, params: {} };
}
