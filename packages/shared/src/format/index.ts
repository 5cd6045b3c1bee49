export * from './date';
export * from './money';
export * from './percent';
export * from './reais-text';
export * from './sheet-cells';
export * from './text';
