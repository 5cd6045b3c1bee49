import { formatFullAddress } from '@feira/shared';
import type { CompanyRow } from './companies.repository';

/**
 * A company as the API shows it (spec part 1 §3 Company). `withFee` is for admin and project manager:
 * other roles do not see the cashback fee the organiser charges their company.
 */
export function presentCompany(c: CompanyRow, options: { withFee?: boolean } = {}) {
  const address = c.address ? { ...c.address, fullAddress: formatFullAddress(c.address as never) } : null;
  return {
    _id: c.id,
    name: c.name,
    socialName: c.socialName,
    segment: c.segment,
    stand: c.stand,
    document: c.document,
    email: c.email,
    phoneNumber: c.phoneNumber,
    nationalPhoneNumber: c.nationalPhoneNumber,
    status: c.status,
    about: c.about,
    ...(options.withFee ? { cashbackFee: c.cashbackFee } : {}),
    logo: c.logo,
    banner: c.banner,
    catalog: c.catalog,
    responsibilityFile:
      c.responsibilityFileUrl !== null
        ? { url: c.responsibilityFileUrl, status: c.responsibilityStatus ?? 0 }
        : null,
    companyType: c.companyType,
    address,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/**
 * The minimum another company may learn (the builder look-up by CNPJ, a duplicate's 409): enough to
 * confirm it is the right company and to claim or link to it.
 */
export function presentCompanyRef(c: CompanyRow) {
  return {
    _id: c.id,
    name: c.name,
    socialName: c.socialName,
    document: c.document,
    companyType: c.companyType,
  };
}
