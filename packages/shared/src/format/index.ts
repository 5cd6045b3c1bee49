export * from './date';
export * from './money';
export * from './percent';
export * from './text';
