export * from './audience';
export * from './models';
export * from './product-import';
export * from './product-sheet';
export * from './schemas';
