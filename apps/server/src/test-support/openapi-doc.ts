/** Reading /api/docs/json as a generated client does (api-contract.test.ts, issue 39 item 8). */

export interface DocSchema {
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  anyOf?: DocSchema[];
  items?: unknown;
  format?: string;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
}
export interface DocParameter {
  in: string;
  name: string;
  style?: string;
  explode?: boolean;
  schema?: DocSchema;
}
export interface DocOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: DocParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: DocSchema }> };
}

/** A body a generator can only type as "any object": no properties, no alternatives, no items. */
export const isFreeForm = (s: DocSchema) =>
  s.type === 'object' &&
  !s.properties &&
  !s.anyOf &&
  s.maxProperties !== 0 &&
  s.additionalProperties !== false;

/** A query string as OpenAPI 3 serialises it: `form` (explode) by default, `deepObject` as key[prop]. */
export function serialise(parameters: DocParameter[], values: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const p = parameters.find((x) => x.in === 'query' && x.name === name);
    if (!p) throw new Error(`${name} is not a documented query parameter`);
    if (typeof value !== 'object' || value === null) out.append(name, String(value));
    else if (p.style === 'deepObject')
      for (const [k, v] of Object.entries(value)) out.append(`${name}[${k}]`, String(v));
    // form + explode: each property its own parameter, which no list reads
    else for (const [k, v] of Object.entries(value)) out.append(k, String(v));
  }
  return out.toString();
}
