import { keyMap, relabel } from './define';

/**
 * Company types (spec part 1 §1). `linkType` is the registration-link path segment a manager or
 * builder copies for their company (spec part 1 §6: "expositor, provider or builder").
 */
export const COMPANY_TYPE_OPTIONS = [
  { value: 'E', key: 'Exhibitor', label: 'Expositor', linkType: 'expositor' },
  { value: 'M', key: 'Builder', label: 'Montadora', linkType: 'builder' },
  { value: 'S', key: 'ServiceProvider', label: 'Prestador de Serviço', linkType: 'provider' },
] as const;
export const CompanyType = keyMap(COMPANY_TYPE_OPTIONS);
export type CompanyType = (typeof COMPANY_TYPE_OPTIONS)[number]['value'];

export const REGISTRATION_LINK_TYPES = COMPANY_TYPE_OPTIONS.map((o) => o.linkType) as [
  RegistrationLinkType,
  ...RegistrationLinkType[],
];
export type RegistrationLinkType = (typeof COMPANY_TYPE_OPTIONS)[number]['linkType'];

export function registrationLinkTypeOf(companyType: CompanyType): RegistrationLinkType {
  return COMPANY_TYPE_OPTIONS.find((o) => o.value === companyType)!.linkType;
}

export function companyTypeOfLink(linkType: string): CompanyType | undefined {
  return COMPANY_TYPE_OPTIONS.find((o) => o.linkType === linkType.toLowerCase())?.value;
}

/**
 * Status of budgets, cashback and companies (spec part 1 §4). A budget uses 0-3; a cashback starts
 * at 4 and reads 2 as "Usado" (credit consumed), see CASHBACK_STATUS_OPTIONS.
 */
export const GENERAL_STATUS_OPTIONS = [
  { value: 0, key: 'Pending', label: 'Pendente' },
  { value: 1, key: 'Enabled', label: 'Ativo' },
  { value: 2, key: 'Disabled', label: 'Desativado' },
  { value: 3, key: 'Canceled', label: 'Cancelado' },
  { value: 4, key: 'WaitingPayment', label: 'Aguardando pagamento' },
] as const;
export const GeneralStatus = keyMap(GENERAL_STATUS_OPTIONS);
export type GeneralStatus = (typeof GENERAL_STATUS_OPTIONS)[number]['value'];

/** Budget filter/labels: 4 (waiting payment) is cashback only. */
export const BUDGET_STATUS_OPTIONS = GENERAL_STATUS_OPTIONS.filter(
  (o) => o.value !== GeneralStatus.WaitingPayment,
);
export type BudgetStatus = Exclude<GeneralStatus, typeof GeneralStatus.WaitingPayment>;

/** Cashback labels: the same numbers, with 2 meaning the credit was used. */
export const CASHBACK_STATUS_OPTIONS = relabel(GENERAL_STATUS_OPTIONS, { 2: 'Usado' });
/** `CashbackStatus.Used` reads better than `GeneralStatus.Disabled` in cashback code. */
export const CashbackStatus = { ...GeneralStatus, Used: GeneralStatus.Disabled } as const;
export type CashbackStatus = GeneralStatus;

/** The company edit form offers only these two (spec part 1 §4). */
export const COMPANY_STATUS_OPTIONS = [
  { value: 0, key: 'Disabled', label: 'Desativado' },
  { value: 1, key: 'Enabled', label: 'Ativo' },
] as const;
export const CompanyStatus = keyMap(COMPANY_STATUS_OPTIONS);
export type CompanyStatus = (typeof COMPANY_STATUS_OPTIONS)[number]['value'];

/**
 * Approval of the responsibility term and of each builder document (spec part 1 §4).
 * The spec also calls a rejection "Reprovado"; screens show "Rejeitado".
 */
export const APPROVAL_STATUS_OPTIONS = [
  { value: 0, key: 'Pending', label: 'Em análise' },
  { value: 1, key: 'Approved', label: 'Aprovado' },
  { value: 2, key: 'Rejected', label: 'Rejeitado' },
] as const;
export const ApprovalStatus = keyMap(APPROVAL_STATUS_OPTIONS);
export type ApprovalStatus = (typeof APPROVAL_STATUS_OPTIONS)[number]['value'];

/** The six technical documents of a builder record (spec part 1 §3); each accepts a PDF only. */
export const BUILDER_DOCUMENT_OPTIONS = [
  { value: 'artExecution', label: 'ART de execução' },
  { value: 'artProject', label: 'ART de projeto' },
  { value: 'blueprint', label: 'Planta baixa' },
  { value: 'view', label: 'Vista' },
  { value: 'volumetric3D', label: 'Volumétrico 3D' },
  { value: 'insurancePolicy', label: 'Apólice de seguro' },
] as const;
export type BuilderDocumentKey = (typeof BUILDER_DOCUMENT_OPTIONS)[number]['value'];

/**
 * Official stand models in square metres (spec part 1 §2, §9). `slug` is the route segment
 * (/builder/official/22-5); models without a page show a placeholder and are hidden in the sidebar.
 */
export const STAND_MODEL_OPTIONS = [
  { value: 18, slug: '18', label: '18 m²', hasPage: true },
  { value: 22.5, slug: '22-5', label: '22,5 m²', hasPage: false },
  { value: 27, slug: '27', label: '27 m²', hasPage: false },
  { value: 30, slug: '30', label: '30 m²', hasPage: false },
  { value: 36, slug: '36', label: '36 m²', hasPage: true },
  { value: 45, slug: '45', label: '45 m²', hasPage: true },
  { value: 54, slug: '54', label: '54 m²', hasPage: true },
] as const;
export type StandModelSize = (typeof STAND_MODEL_OPTIONS)[number]['value'];
