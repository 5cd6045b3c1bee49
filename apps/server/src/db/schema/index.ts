// The whole data model. drizzle-kit reads this file (drizzle.config.ts) and openDatabase() passes it to
// drizzle as `schema`, so export tables, relations and types only (no other values).
export * from './accreditation';
export * from './badge-jobs';
export * from './budgets';
export * from './builders';
export * from './cashback';
export * from './certificates';
export * from './companies';
export * from './consumption';
export * from './content';
export * from './device-sync';
export * from './devices';
export * from './email-changes';
export * from './events';
export * from './leads';
export * from './mail-jobs';
export * from './notifications';
export * from './person-limits';
export * from './products';
export * from './rate-limits';
export * from './relations';
export * from './security';
export * from './settings';
export * from './transactions';
export * from './users';
