import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';
import { applyServerErrors } from '../../shared/ui/FormDialog/serverErrors';

/**
 * A failed session call: `applyServerErrors` puts the server's field messages on the form's own
 * fields; this returns the text for the page's alert (null when every message found its field), with
 * `fallback` for errors without any text.
 */
export function serverFormError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): string | null {
  if (!(err instanceof ApiError)) return (err instanceof Error && err.message) || fallback;
  const { alert } = applyServerErrors(err, setError, new Set<string>(fields));
  return alert === null ? null : alert || fallback;
}
