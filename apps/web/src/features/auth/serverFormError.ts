import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';

/**
 * A failed session call: puts the server's field messages (`ApiError.errors`) on the form's own
 * fields and returns the text for the page's alert: the other messages, else the translated
 * message; null when every message found its field. `fallback` covers errors without any text.
 */
export function serverFormError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): string | null {
  if (!(err instanceof ApiError)) return (err instanceof Error && err.message) || fallback;
  const rest: string[] = [];
  let mapped = 0;
  for (const [field, message] of Object.entries(err.errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message });
      mapped++;
    } else rest.push(message);
  }
  if (rest.length) return [...new Set(rest)].join(' ');
  return mapped ? null : err.message || fallback;
}
