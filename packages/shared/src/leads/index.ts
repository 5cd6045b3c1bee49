export * from './device-leads';
export * from './device-leads-messages';
export * from './scan-code';
export * from './schemas';
