export * from './models';
export * from './product-import';
export * from './schemas';
