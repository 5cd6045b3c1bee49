export * from './countries';
export * from './messages';
export * from './models';
export * from './schemas';
export * from './steps';
