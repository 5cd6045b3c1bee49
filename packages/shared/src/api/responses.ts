import { z } from 'zod';

/**
 * Response schemas (issue 17): every route declares what it answers with these builders, so the
 * OpenAPI contract describes each answer and the schema acts as the allow-list of what leaves the
 * server (a field that is not in the model's schema is dropped by the serialiser).
 *
 * ```ts
 * api.get('/thing/:id', { schema: { params, response: { 200: okResponse(thingModelSchema), '4xx': errorResponse } } }, ...)
 * ```
 *
 * - `okResponse(model)`: `{ isValid: true, model, errors: {}, message, params }`
 * - `listResponse(row)`: the same with `model: row[]` and `params.count` (plus any extra totals)
 * - `emptyResponse`: an answer whose model is null (deletes, status changes that answer nothing)
 * - `errorResponse`: the envelope of every 4xx/5xx (`errors` = field -> Portuguese message)
 * - `binaryResponse(type)`: a file answer (PDF, vCard, stored upload), not an envelope
 *
 * The web reads the same schemas through `Wire<>` (dates arrive as ISO strings).
 */
const fieldErrors = z.record(z.string(), z.string());
const message = z.string().nullable();

export function okResponse<T extends z.ZodType>(model: T) {
  return z.object({
    isValid: z.literal(true),
    model,
    errors: fieldErrors,
    message,
    params: z.record(z.string(), z.unknown()),
  });
}

export function listResponse<T extends z.ZodType, P extends z.ZodRawShape = Record<never, never>>(
  row: T,
  extraParams?: P,
) {
  return z.object({
    isValid: z.literal(true),
    model: z.array(row),
    errors: fieldErrors,
    message,
    params: z.object({
      count: z.number().int().describe('total of the whole filtered list'),
      ...extraParams,
    }),
  });
}

/** An answer whose model is null (deletes, status changes that answer nothing). */
export const emptyResponse = okResponse(z.null());

/** `model` of an error is the conflicting record (409) or details such as `retryAfterSeconds` (429). */
export const errorResponse = z.object({
  isValid: z.literal(false),
  model: z.unknown().nullable(),
  errors: fieldErrors,
  message,
  params: z.record(z.string(), z.unknown()),
});

/** A file answer: the content type(s) it may have, documented as binary in OpenAPI. */
export function binaryResponse(description: string, ...contentTypes: string[]) {
  // typed unknown: the handler sends a Buffer or a stream, never serialised
  const schema = z.unknown().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/** A value as it travels in JSON: dates become ISO 8601 strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The model of a response schema as the web receives it. */
export type WireOf<S extends z.ZodType> = Wire<z.output<S>>;
