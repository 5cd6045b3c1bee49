import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './errors';

/** Parses and returns either the output or the field -> message map, for compact assertions. */
export function check(
  schema: z.ZodType,
  input: unknown,
): { data?: unknown; errors?: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: zodIssuesToFieldErrors(result.error) };
}
