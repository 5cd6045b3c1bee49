import { z } from 'zod';

/**
 * Response schemas (issue 17): every route declares what it answers with these builders, so the
 * OpenAPI contract describes each answer and the schema acts as the allow-list of what leaves the
 * server (a field that is not in the model's schema is dropped by the serialiser).
 *
 * - `okResponse(model)`: `{ isValid: true, model, errors: {}, message, params }`
 * - `listResponse(row)`: the same with `model: row[]` and `params.count`
 * - `errorResponse`: the envelope of every 4xx/5xx (`errors` = field -> Portuguese message)
 */
const fieldErrors = z.record(z.string(), z.string());

export function okResponse<T extends z.ZodType>(model: T) {
  return z.object({
    isValid: z.boolean(),
    model,
    errors: fieldErrors,
    message: z.string().nullable(),
    params: z.record(z.string(), z.unknown()),
  });
}

export function listResponse<T extends z.ZodType>(row: T) {
  return z.object({
    isValid: z.boolean(),
    model: z.array(row),
    errors: fieldErrors,
    message: z.string().nullable(),
    params: z.object({ count: z.number().int() }),
  });
}

/** `model` of an error is the conflicting record (409) or details such as `retryAfterSeconds` (429). */
export const errorResponse = z.object({
  isValid: z.boolean(),
  model: z.unknown().nullable(),
  errors: fieldErrors,
  message: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
});

/** An answer whose model is null (deletes, status changes that answer nothing). */
export const emptyResponse = okResponse(z.null());
