import type { Envelope } from '@feira/shared';

/** A successful answer in the envelope every call uses (DESIGN.md §2). */
export function ok<T>(
  model: T,
  params: Record<string, unknown> = {},
  message: string | null = null,
): Envelope<T> {
  return { isValid: true, model, errors: {}, message, params };
}

/** A page of a list: `params.count` carries the total for paging. */
export function page<T>(rows: T[], count: number): Envelope<T[]> {
  return { isValid: true, model: rows, errors: {}, message: null, params: { count } };
}

export function failure(
  message: string,
  errors: Record<string, string> = {},
  model: unknown = null,
): Envelope {
  return { isValid: false, model, errors, message, params: {} };
}
