export * from './pix';
export * from './transitions';
