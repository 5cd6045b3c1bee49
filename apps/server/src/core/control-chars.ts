import { FIELD_MESSAGES } from '@feira/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line descriptions),
 * and lone surrogates.
 * PostgreSQL refuses NUL in text ("invalid byte sequence for encoding UTF8: 0x00"), and none of them
 * belongs in a name, an id, a filter or any other field of this API.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A lone UTF-16 surrogate (JSON's "\ud800" escape) is no character at all: it cannot be encoded as
// UTF-8 for the database, and a lead captured with one answered 500 (issue 37 fuzz test).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = { test: (text: string) => CONTROL_CHAR.test(text) || LONE_SURROGATE.test(text) };

/** The path ("id", "filters.name", "address.city", "items.2.name") of the first bad string, if any. */
export function findControlCharacter(value: unknown, path: string): string | undefined {
  const hit = badSegments(value);
  if (hit === undefined) return undefined;
  return [...(path ? [path] : []), ...hit.reverse()].join('.');
}

/**
 * The first bad string's path, innermost segment first ([] for `value` itself). The path is put
 * together only for a hit: a clean 100-row import walks 1,200 strings and builds no names.
 */
function badSegments(value: unknown): string[] | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? [] : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = badSegments(value[i]);
      if (hit !== undefined) return withOuter(hit, String(i));
    }
    return undefined;
  }
  // records of any kind (Fastify's params have a null-prototype class); Buffers are file bytes
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (CONTROL.test(key)) return [key];
      const hit = badSegments((value as Record<string, unknown>)[key]);
      if (hit !== undefined) return withOuter(hit, key);
    }
  }
  return undefined;
}

function withOuter(segments: string[], outer: string): string[] {
  segments.push(outer);
  return segments;
}

/**
 * Refuses control characters once for every string the API accepts (path parameters, query, JSON
 * bodies), before validation and before any handler: 400 with the field's message. Binary bodies (file
 * uploads) are Buffers and are not looked at.
 */
export function installControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.rule) return; // only /api routes
    const field =
      findControlCharacter(request.params, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.body, '');
    if (field !== undefined) throw badRequest({ [field || 'body']: FIELD_MESSAGES.controlCharacters });
  });
}
