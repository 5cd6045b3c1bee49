import { z } from 'zod';
import { COMPANY_TYPE_OPTIONS, type CompanyType } from '../../enums/company';

/**
 * Building blocks of the response models (issue 17). Timestamps are `z.date()`: the server hands Date
 * objects to the serialiser, which writes ISO 8601 strings; OpenAPI shows `string, format date-time` and
 * the web reads them as strings through `Wire<>` (packages/shared/src/api/responses.ts).
 */
export const nullableText = z.string().nullable();

/** An uploaded file reference: the storage URL without its query string. */
export const fileRefModelSchema = z.object({ url: z.string(), name: z.string().nullish() });

/** An address as stored and answered (spec part 1 §3); every part may be missing. */
export const addressModelSchema = z.object({
  street: z.string().nullish(),
  number: z.string().nullish(),
  complement: z.string().nullish(),
  neighborhood: z.string().nullish(),
  city: z.string().nullish(),
  zipCode: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  fullAddress: z.string().nullish(),
});

export const companyTypeSchema = z.enum(
  COMPANY_TYPE_OPTIONS.map((t) => t.value) as [CompanyType, ...CompanyType[]],
);
