import { z } from 'zod';
import { COMPANY_STATUS_OPTIONS, COMPANY_TYPE_OPTIONS } from '../enums/company';
import { addressSchema } from './address';
import {
  cnpjField,
  emailField,
  enumField,
  percentHundredthsField,
  textField,
  uploadedFileField,
} from './fields';
import { phoneField } from './phone-fields';

/**
 * The company / builder / service provider form (spec part 1 §5). name (razão social), socialName
 * (nome fantasia) and document (CNPJ) are required; e-mail, phone and address are checked when given.
 * cashbackFee (hundredths of a percent), about, address, files and status are admin-only: the server
 * ignores them from other roles.
 */
export const companyFormSchema = z.object({
  name: textField(),
  socialName: textField(),
  document: cnpjField(),
  email: emailField({ required: false }),
  phoneNumber: phoneField({ required: false }),
  segment: textField({ required: false }),
  stand: textField({ required: false, max: 60 }),
  companyType: enumField(COMPANY_TYPE_OPTIONS).optional(),
  status: enumField(COMPANY_STATUS_OPTIONS).optional(),
  about: textField({ required: false, max: 5000 }),
  cashbackFee: percentHundredthsField().nullish(),
  logo: uploadedFileField('image', { required: false }),
  banner: uploadedFileField('image', { required: false }),
  catalog: uploadedFileField('pdf', { required: false }),
  address: addressSchema.nullish(),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;

/**
 * `PUT /company/{id}`: the same form, but the CNPJ is read-only (it may be sent back unchanged, a
 * different one is refused). Fields left out of the body keep their stored value.
 */
export const companyUpdateSchema = companyFormSchema.extend({
  document: cnpjField({ required: false }),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

/** `PUT /company/{id}/responsibility`: the signed responsibility term, a PDF. */
export const responsibilityTermSchema = z.object({
  url: uploadedFileField('pdf'),
});
export type ResponsibilityTermInput = z.input<typeof responsibilityTermSchema>;

/** Message for an attempt to change a company's CNPJ (not in spec: the field is read-only there). */
export const CNPJ_READ_ONLY_MESSAGE = 'O CNPJ não pode ser alterado';
/** Message for a rejection without its reason (not in spec: the web's prompt ignores an empty answer). */
export const REJECTION_REASON_REQUIRED = 'Informe o motivo da reprovação';
