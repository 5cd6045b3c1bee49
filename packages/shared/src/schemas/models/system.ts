import { z } from 'zod';
import { PARTNER_PAGE_KEYS, type PartnerPageKey } from '../partners';

/** `GET /health`. */
export const healthModelSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /cep/{cep}`: the address of a CEP (DESIGN.md §7), empty strings where the service knows nothing. */
export const cepAddressModelSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});

/** `POST /upload`: where to PUT the bytes (signed, 15 min) and the address the file will have. */
export const uploadTicketModelSchema = z.object({ url: z.string(), key: z.string(), fileUrl: z.string() });

/** `PUT /files/*`: the stored file's address. */
export const storedFileModelSchema = z.object({ url: z.string() });

/** One partner page as `GET /settings/partners` answers it (see ../partners.ts for the form). */
export const partnerPageModelSchema = z.object({
  title: z.string(),
  buttonLabel: z.string(),
  url: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
});

export const partnersModelSchema = z.object(
  Object.fromEntries(PARTNER_PAGE_KEYS.map((k) => [k, partnerPageModelSchema])) as Record<
    PartnerPageKey,
    typeof partnerPageModelSchema
  >,
);
