/** A non-secret copy of the device in localStorage: lets a page know it is paired without opening the DB. */
export const DEVICE_HINT_KEY = 'feira.device';
