export * from './dictionary';
export * from './field';
export * from './notifications';
export * from './payments';
export * from './scan';
export * from './screen';
export * from './ui-text';
