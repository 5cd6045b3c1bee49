import {
  ACCREDITATION_TYPE_OPTIONS,
  COMPANY_TYPE_OPTIONS,
  CONSUMPTION_METHOD_OPTIONS,
  CONSUMPTION_TYPES,
  CONSUMPTION_USER_ROLE_OPTIONS,
  type EnumOptions,
  TRANSACTION_RESOURCE_OPTIONS,
  TRANSACTION_STATUS_OPTIONS,
  valuesOf,
} from '@feira/shared';

/**
 * The value lists the schema turns into CHECK constraints and column types. The enumerations themselves
 * (values, labels, numeric codes such as GeneralStatus or EventType) live in @feira/shared; this module
 * only derives plain value lists from them, so the database and the app never disagree. Changing one of
 * these lists changes a CHECK constraint: run `npm run db:generate` and commit the new migration.
 */

const values = <T extends EnumOptions>(options: T) => valuesOf(options) as readonly T[number]['value'][];

export const COMPANY_TYPES = values(COMPANY_TYPE_OPTIONS);
export { CONSUMPTION_TYPES };
export const CONSUMPTION_METHODS = values(CONSUMPTION_METHOD_OPTIONS);
export const CONSUMPTION_USER_ROLES = values(CONSUMPTION_USER_ROLE_OPTIONS);
export const TRANSACTION_RESOURCES = values(TRANSACTION_RESOURCE_OPTIONS);
export const TRANSACTION_STATUSES = values(TRANSACTION_STATUS_OPTIONS);
export const ACCREDITATION_TYPES = values(ACCREDITATION_TYPE_OPTIONS);
export type {
  AccreditationType,
  BuilderDocumentKey,
  CompanyType,
  ConsumptionMethod,
  ConsumptionType,
  ConsumptionUserRole,
  TransactionResource,
} from '@feira/shared';

/** Where an attendee check came from (kiosk scan, spreadsheet import, staff action, a paired gate's upload: issue 38). Server-only. */
export const CHECK_SOURCES = ['kiosk', 'import', 'staff', 'device'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

/** SQL `IN (...)` body for CHECK constraints built from the lists above. */
export function sqlList(list: readonly (string | number)[]): string {
  return list.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', ');
}
