// What other features may use from companies (the builders' screens edit and register a company).
export { ApprovalActions, ApprovalChip } from './ApprovalActions';
export { findCompanyByCnpj, getCompany, registrationLink } from './api';
export { CompanyEditDialog } from './CompanyEditDialog';
export { CompanyFormFields } from './CompanyFormFields';
export { companyDefaults, companyPayload } from './companyForm';
export type { Company } from './types';
