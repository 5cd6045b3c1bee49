export * from './address';
export * from './errors';
export * from './fields';
export * from './role';
export * from './session';
export * from './zod-config';
