/**
 * What a generated client needs from every operation of /api/docs/json (issue 39 item 8), derived in
 * one place from the method and the URL, so that no route can be added without it:
 * - `operationId` ("getUserById", "putUserByIdStatusByStatus"): the function name a generator picks;
 * - `summary` in Portuguese ("Lista /user", "Altera /user/{id}");
 * - a request body on every POST/PUT/PATCH: an action that takes none says so (an empty object, not
 *   required) instead of leaving a generator to guess, and a raw upload says it is bytes;
 * - list filters as a `deepObject` query parameter: `filters[fullName]=x`, which is what the server's
 *   query parser reads (core/list-query.ts parseQueryString). Without `style` a client would follow
 *   OpenAPI's default (`form`, exploded) and send `fullName=x`, which no list reads.
 * A route that sets its own `operationId` or `summary` keeps it.
 */

const VERBS: Record<string, string> = {
  GET: 'Consulta',
  POST: 'Envia',
  PUT: 'Altera',
  PATCH: 'Altera',
  DELETE: 'Exclui',
};
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A Fastify route URL ("/api/user/:id", "/api/files/*") as the document writes it, without /api. */
function documentPath(url: string): string {
  return url
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    .replace(/\*$/, '{*}');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "GET /api/user/:id" -> "getUserById"; "/api/company-requests" -> "getCompanyRequests". */
export function operationIdOf(method: string, url: string): string {
  const words = documentPath(url)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      if (param === '*') return 'ByPath';
      const name = (param ?? segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalised)
        .join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}

/** "Lista /user" for a list, "Consulta /user/{id}", "Altera /user/{id}/status/{status}"... */
export function summaryOf(method: string, url: string, isList: boolean): string {
  const verb = isList ? 'Lista' : (VERBS[method] ?? method);
  return `${verb} ${documentPath(url) || '/'}`;
}

/** The body documented for a POST/PUT/PATCH that reads none (its action is in the address). */
export const EMPTY_BODY_DESCRIPTION = 'Sem corpo: a ação está no endereço (um objeto vazio é aceito)';
export const EMPTY_BODY = {
  type: 'object',
  maxProperties: 0,
  additionalProperties: false,
  description: EMPTY_BODY_DESCRIPTION,
} as const;
/** The body of an upload that takes the file's bytes as they are (its `consumes` lists the types). */
export const RAW_BODY = { type: 'string', format: 'binary', description: 'Os bytes do arquivo' } as const;

/** The few parts of an OpenAPI 3.0 document this pass reads (the rest passes through untouched). */
interface DocOperation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { description?: string } }> };
  parameters?: Array<{ in?: string; name?: string; style?: string; explode?: boolean }>;
}
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The last pass over the whole document (swagger's transformObject): what a route-level transform
 * cannot say. @fastify/swagger makes every declared body required; an empty one is not. The list
 * query's `filters` is a deepObject.
 */
export function finishOpenApiDocument<D>(doc: D): D {
  const paths = (doc as { paths?: Record<string, Record<string, DocOperation | undefined>> }).paths;
  for (const item of Object.values(paths ?? {})) {
    for (const method of OPERATION_METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = op.requestBody;
      if (body && body.content?.['application/json']?.schema?.description === EMPTY_BODY_DESCRIPTION)
        body.required = false;
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && p.name === 'filters') {
          p.style = 'deepObject';
          p.explode = true;
        }
      }
    }
  }
  return doc;
}
