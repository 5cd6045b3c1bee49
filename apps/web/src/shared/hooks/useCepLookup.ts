import { CEP_LENGTH, type CepAddress, onlyDigits } from '@feira/shared';
import { useCallback, useRef } from 'react';
import { api } from '../api/client';

/**
 * CEP auto-fill: `lookup(digits)` resolves the address of a complete CEP, or null when the service
 * fails or does not know it (the form stays usable; the user types the address). Only the latest
 * lookup resolves with data: an older answer arriving late gives null.
 */
export function useCepLookup() {
  const latest = useRef(0);
  return useCallback(async (cep: string): Promise<CepAddress | null> => {
    const digits = onlyDigits(cep);
    if (digits.length !== CEP_LENGTH) return null;
    const ticket = ++latest.current;
    try {
      const env = await api<CepAddress>('GET', `/cep/${digits}`);
      return ticket === latest.current ? (env.model ?? null) : null;
    } catch {
      return null;
    }
  }, []);
}
