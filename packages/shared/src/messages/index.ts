export * from './dictionary';
export * from './field';
export * from './screen';
