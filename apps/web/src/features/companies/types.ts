import type { CompanyType } from '@feira/shared';

/** An address as the company calls send and return it (spec part 1 §3). */
export interface CompanyAddress {
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  zipCode?: string | null;
  state?: string | null;
  country?: string | null;
  fullAddress?: string | null;
}

/** A row of `GET /company` and the model of `GET /company/{id}`. */
export interface Company {
  _id: string;
  name: string;
  socialName: string | null;
  document: string;
  email: string | null;
  phoneNumber: string | null;
  nationalPhoneNumber?: string | null;
  status: number;
  about?: string | null;
  cashbackFee?: number | null;
  logo?: string | null;
  banner?: string | null;
  catalog?: string | null;
  responsibilityFile?: { url: string | null; status: number | null } | null;
  companyType: CompanyType;
  address?: CompanyAddress | null;
  createdAt: string;
}
