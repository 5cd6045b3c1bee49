import {
  type CompanyForm,
  type CompanyFormInput,
  type CompanyType,
  type companyUpdateSchema,
  formatFullAddress,
  nationalPhone,
} from '@feira/shared';
import type { z } from 'zod';
import type { Company } from './types';

/** The form schemas are the server's (`companyFormSchema` / `companyUpdateSchema` in @feira/shared). */
export type CompanyUpdateValues = z.output<typeof companyUpdateSchema>;

export function companyDefaults(company?: Company | null): CompanyFormInput {
  const a = company?.address ?? {};
  return {
    name: company?.name ?? '',
    socialName: company?.socialName ?? '',
    document: company?.document ?? '',
    email: company?.email ?? '',
    phoneNumber: company ? nationalPhone(company.nationalPhoneNumber ?? company.phoneNumber) : '',
    cashbackFee: company?.cashbackFee ?? null,
    about: company?.about ?? '',
    status: (company?.status ?? 1) as 0 | 1,
    logo: company?.logo ?? null,
    banner: company?.banner ?? null,
    catalog: company?.catalog ?? null,
    address: {
      street: a.street ?? '',
      number: a.number ?? '',
      complement: a.complement ?? '',
      neighborhood: a.neighborhood ?? '',
      city: a.city ?? '',
      zipCode: a.zipCode ?? '',
      state: a.state ?? null,
      country: 'BR',
    },
  };
}

/**
 * The body of POST/PUT /company: digits-only document, phone with +55 (the schema normalises both),
 * address with its one-line `fullAddress`. Admin-only fields are left out for other roles.
 */
export function companyPayload(
  values: Omit<CompanyForm, 'document'> & { document: string | null },
  companyType: CompanyType,
  admin: boolean,
) {
  const base = {
    name: values.name,
    socialName: values.socialName,
    document: values.document,
    email: values.email,
    phoneNumber: values.phoneNumber,
    companyType,
  };
  if (!admin) return base;
  return {
    ...base,
    cashbackFee: values.cashbackFee ?? 0,
    about: values.about,
    status: values.status,
    logo: values.logo ?? null,
    banner: values.banner ?? null,
    catalog: values.catalog ?? null,
    address: values.address ? { ...values.address, fullAddress: formatFullAddress(values.address) } : null,
  };
}
