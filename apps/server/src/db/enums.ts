/**
 * Stored codes of the data model (spec part 1 §4, part 2 §4 and §9). The database keeps the numbers
 * and short codes; labels belong to the web app. Kept free of drizzle imports so any layer can use them.
 */

export const COMPANY_TYPES = ['E', 'M', 'S'] as const;
/** E exhibitor (expositor), M builder (montadora), S service provider (prestador). */
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Budget, cashback and company status (part 1 §4). A cashback starts at WaitingPayment. */
export const RecordStatus = { Pending: 0, Enabled: 1, Disabled: 2, Canceled: 3, WaitingPayment: 4 } as const;
/** Cashback reuses code 2 as "Usado". */
export const CashbackStatus = { Pending: 0, Active: 1, Used: 2, Canceled: 3, WaitingPayment: 4 } as const;
/** Users and companies: 0 disabled (or pending approval for /Register), 1 enabled. */
export const UserStatus = { Disabled: 0, Enabled: 1 } as const;
/** Responsibility term and each builder document. */
export const ApprovalStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export const Gender = { Male: 0, Female: 1, Other: 2 } as const;

export const TransactionStatus = { Pending: 0, Paid: 1, Canceled: 2 } as const;
/** 0-2 are the spec's list; App and Sales come from its "wider list" / channels. */
export const PaymentMethod = { BankBillet: 0, CreditCard: 1, Pix: 2, App: 3, Sales: 4 } as const;
/** transactions.resource: which record a payment settles. */
export const TRANSACTION_RESOURCES = ['budget', 'cashback'] as const;
export type TransactionResource = (typeof TRANSACTION_RESOURCES)[number];

export const EventType = {
  Lecture: 1,
  Course: 2,
  Training: 3,
  Workshop: 4,
  RoundTable: 5,
  Symposium: 6,
  Seminar: 7,
  Congress: 8,
  Fair: 9,
  Exhibition: 10,
  Vernissage: 11,
  Festival: 12,
  Show: 13,
  Others: 99,
} as const;
export const AttendeeStatus = { Going: 0, Confirmed: 1, Went: 2, NotGo: 3, Canceled: 9 } as const;
export const CheckType = { In: 1, Out: 2 } as const;
/** Where an attendee check came from (kiosk scan, spreadsheet import, staff action). */
export const CHECK_SOURCES = ['kiosk', 'import', 'staff'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

/** Canonical consumption types (the scan call's singular "sweet"/"nonAlcoholicDrink" map onto these). */
export const CONSUMPTION_TYPES = [
  'savory',
  'sweets',
  'popcorn',
  'nonAlcoholicDrinks',
  'beer',
  'coffee',
] as const;
export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];
export const CONSUMPTION_METHODS = ['staff', 'mobile'] as const;
export type ConsumptionMethod = (typeof CONSUMPTION_METHODS)[number];
export const CONSUMPTION_USER_ROLES = ['Convidado', 'Staff', 'VIP'] as const;
export type ConsumptionUserRole = (typeof CONSUMPTION_USER_ROLES)[number];

/** The six builder documents; each key maps to one jsonb column of builder_records. */
export const BUILDER_DOCUMENT_KEYS = [
  'artExecution',
  'artProject',
  'blueprint',
  'view',
  'volumetric3D',
  'insurancePolicy',
] as const;
export type BuilderDocumentKey = (typeof BUILDER_DOCUMENT_KEYS)[number];

/** Lanes a company's funnel starts with; a lead's status is its lane's position (index here). */
export const DEFAULT_LANES = ['Raw', 'Assigned', 'Working', 'Qualified', 'Nurture', 'Unqualified'] as const;

/** Accreditation wizard types (part 2 §2.11). */
export const ACCREDITATION_TYPES = [
  'exhibitor',
  'store',
  'press',
  'guest',
  'professional',
  'importer',
  'builder',
  'provider',
] as const;
export type AccreditationType = (typeof ACCREDITATION_TYPES)[number];

/** SQL `IN (...)` list for CHECK constraints built from the constants above. */
export function sqlList(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', ');
}
