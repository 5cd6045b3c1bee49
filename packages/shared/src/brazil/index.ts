export * from './digits';
export * from './documents';
export * from './email';
export * from './phone';
export * from './phone-mobile';
export * from './states';
