import type { addressModelSchema, companyModelSchema, WireOf } from '@feira/shared';

/** An address as the company calls send and return it (spec part 1 §3). */
export type CompanyAddress = WireOf<typeof addressModelSchema>;

/** The model of `GET /company/{id}` (and a full row of `GET /company`): the server's schema. */
export type Company = WireOf<typeof companyModelSchema>;
