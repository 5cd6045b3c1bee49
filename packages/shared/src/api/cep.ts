import type { z } from 'zod';
import type { cepAddressModelSchema } from '../schemas/models/system';

/** `GET /cep/{cep}`: the address of a CEP (DESIGN.md §7), empty strings where the service knows nothing. */
export type CepAddress = z.infer<typeof cepAddressModelSchema>;
