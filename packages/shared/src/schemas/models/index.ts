export * from './builder';
export * from './common';
export * from './company';
export * from './consumption';
export * from './notification';
export * from './system';
export * from './user';
