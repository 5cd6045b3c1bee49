export * from './scan-code';
export * from './schemas';
