import { CEP_LENGTH, type CepAddress, onlyDigits } from '@feira/shared';
import { useCallback, useRef } from 'react';
import { ApiError, api } from '../api/client';

/** A CEP look-up's answer: the address, a CEP the service does not know, or the service unreachable. */
export type CepLookupResult =
  | { status: 'found'; address: CepAddress }
  | { status: 'notFound' }
  | { status: 'unavailable' };

/**
 * CEP auto-fill: `lookup(digits)` resolves the address of a complete CEP; a 404 is a CEP the service
 * does not know, anything else failing (503, network) means the service could not be asked, and the
 * form says so (the user types the address). Only the latest lookup resolves: an older answer arriving
 * late, or an incomplete CEP, gives null.
 */
export function useCepLookup() {
  const latest = useRef(0);
  return useCallback(async (cep: string): Promise<CepLookupResult | null> => {
    const digits = onlyDigits(cep);
    if (digits.length !== CEP_LENGTH) return null;
    const ticket = ++latest.current;
    let result: CepLookupResult;
    try {
      const env = await api<CepAddress>('GET', `/cep/${digits}`);
      result = env.model ? { status: 'found', address: env.model } : { status: 'notFound' };
    } catch (err) {
      result =
        err instanceof ApiError && err.status === 404 ? { status: 'notFound' } : { status: 'unavailable' };
    }
    return ticket === latest.current ? result : null;
  }, []);
}
