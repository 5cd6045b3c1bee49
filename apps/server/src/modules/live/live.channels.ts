/**
 * The channel migration 0031 notifies (payloads `n:<user>:<notification>` and `d:<company>`), listened
 * to on the principal feed's connection (db/change-feed.ts). Kept apart from the hub so app.ts can name
 * it without loading the module.
 */
export const LIVE_CHANNEL = 'live_events';
export const LIVE_CHANNELS: readonly string[] = [LIVE_CHANNEL];
