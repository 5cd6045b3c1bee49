import type { CepAddress } from '@feira/shared';

export type CepResult = { found: true; address: CepAddress } | { found: false } | { unavailable: true };

const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 5_000;

/**
 * Looks a CEP up in a ViaCEP-style service (`{base}/{cep}/json/` answering logradouro, complemento,
 * bairro, localidade, uf) with a short timeout, caching answers; an outage answers `unavailable`
 * so forms stay usable.
 */
export function createCepClient(baseUrl: string, timeoutMs = 3_000) {
  const cache = new Map<string, { at: number; result: CepResult }>();
  return {
    async lookup(cep: string): Promise<CepResult> {
      const hit = cache.get(cep);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.result;
      let result: CepResult;
      try {
        const res = await fetch(`${baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 400 || res.status === 404) result = { found: false };
        else if (!res.ok) return { unavailable: true };
        else {
          const body = (await res.json()) as Record<string, unknown>;
          result =
            body.erro || typeof body.localidade !== 'string'
              ? { found: false }
              : {
                  found: true,
                  address: {
                    zipCode: cep,
                    street: String(body.logradouro ?? ''),
                    complement: String(body.complemento ?? ''),
                    neighborhood: String(body.bairro ?? ''),
                    city: String(body.localidade ?? ''),
                    state: String(body.uf ?? ''),
                  },
                };
        }
      } catch {
        return { unavailable: true };
      }
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(cep, { at: Date.now(), result });
      return result;
    },
  };
}
