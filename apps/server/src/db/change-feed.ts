import { EventEmitter } from 'node:events';

/**
 * Other listeners on the principal feed's connection (db/principal-feed.ts): one LISTENing connection
 * per process carries every channel, so live updates (modules/live) cost no second connection.
 *
 * Emits `notification` (channel, payload) for every notification on `channels` and on
 * principal_changed (after the principal cache has evicted that user), and `reset` whenever the feed
 * (re)connects: notifications sent while nobody listened were missed, so listeners resynchronise.
 */
export class ChangeFeed extends EventEmitter<{
  notification: [channel: string, payload: string];
  reset: [];
}> {
  constructor(readonly channels: readonly string[]) {
    super();
    // one listener per open stream module, not per stream: the default bound of 10 is only a warning
    this.setMaxListeners(50);
  }
}
