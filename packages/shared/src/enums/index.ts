export * from './company';
export * from './consumption';
export * from './define';
export * from './events';
export * from './leads';
export * from './payments';
export * from './user';
