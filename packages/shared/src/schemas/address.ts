import { z } from 'zod';
import { formatCep } from '../brazil/documents';
import { FIELD_MESSAGES } from '../messages/field';
import { EVEN_WITH_FIELD_ERRORS } from './errors';
import { cepField, stateField, textField } from './fields';

/** Country of every company address (spec part 1 §3: "country (fixed BR)"). */
export const DEFAULT_COUNTRY = 'BR';

/**
 * A Brazilian address (company, builder, user). All parts are optional, but a zip code, when given,
 * needs 8 digits ("Campo CEP Inválido"), and then state and city are required ("Campo obrigatório"),
 * as spec part 1 §5 and part 2 §5 (transaction edit) say.
 */
export const addressSchema = z
  .object({
    street: textField({ required: false }),
    number: textField({ required: false, max: 20 }),
    complement: textField({ required: false }),
    neighborhood: textField({ required: false }),
    city: textField({ required: false, max: 120 }),
    zipCode: cepField({ required: false }),
    state: stateField({ required: false }),
    country: z
      .literal(DEFAULT_COUNTRY, { error: FIELD_MESSAGES.invalidOption })
      .nullish()
      .transform(() => DEFAULT_COUNTRY),
  })
  .superRefine((address, ctx) => {
    // Read loosely: with EVEN_WITH_FIELD_ERRORS a failed field may still hold its raw input.
    const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    if (!given(address.zipCode)) return;
    for (const field of ['state', 'city'] as const) {
      if (!given(address[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: FIELD_MESSAGES.required });
    }
  }, EVEN_WITH_FIELD_ERRORS);

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/**
 * The one-line `fullAddress` stored with a company:
 * "Rua A, 10 - Sala 2 - Centro, São Paulo - SP, 01310-100".
 */
export function formatFullAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  const streetLine = [address.street, address.number].filter(Boolean).join(', ');
  const cityLine = [address.city, address.state].filter(Boolean).join(' - ');
  return [
    [streetLine, address.complement, address.neighborhood].filter(Boolean).join(' - '),
    cityLine,
    address.zipCode ? formatCep(address.zipCode) : '',
  ]
    .filter(Boolean)
    .join(', ');
}
