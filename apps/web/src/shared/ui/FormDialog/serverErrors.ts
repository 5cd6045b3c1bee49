import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';

/** Dot paths of every key in a form's default values ("name", "address", "address.zipCode"...). */
export function fieldPaths(values: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || values instanceof Date)
    return out;
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.add(path);
    fieldPaths(value, path, out);
  }
  return out;
}

/**
 * Puts a failed save's `ApiError.errors` (field -> Portuguese message) on the matching form fields.
 * Returns the first such field (focus it once the form is enabled again: `form.setFocus(firstField)`)
 * and what is left for an alert: the messages of unknown fields, or the error's message when no field
 * matched; `alert` is null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlySet<string>,
): { alert: string | null; firstField: FieldPath<T> | null } {
  if (!(err instanceof ApiError))
    return { alert: err instanceof Error ? err.message : String(err), firstField: null };
  const leftovers: string[] = [];
  let firstField: FieldPath<T> | null = null;
  for (const [field, message] of Object.entries(err.errors)) {
    if (fields.has(field)) {
      setError(field as FieldPath<T>, { type: 'server', message });
      firstField ??= field as FieldPath<T>;
    } else leftovers.push(message);
  }
  if (leftovers.length > 0) return { alert: [...new Set(leftovers)].join(' '), firstField };
  return { alert: firstField ? null : err.message, firstField };
}
