export * from './account-rules';
export * from './api-rules';
export * from './sidebar';
export * from './ui-routes';
