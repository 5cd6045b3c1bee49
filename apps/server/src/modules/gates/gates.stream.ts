import { GATE_STREAM_POLL_MS, type GateBoard } from '@feira/shared';
import type { Db } from '../../db/client';
import { readBoard } from './gates.service';

/**
 * The gate board of the live streams that asked for it (issue 38 §5, carried by the tab's one stream
 * since issue 40 §3: `GET /events/stream?gates=<event>`, modules/live). Per event and process ONE timer
 * reads the board from the database at most once every GATE_STREAM_POLL_MS while at least one stream
 * watches that event, and pushes it to all of them only when it changed. Reading the database (not this
 * process's memory) is what makes it work across processes: a scan uploaded through another app process
 * shows within a second, with no NOTIFY on the kiosk's upload path. Sessions, heartbeats and the end of
 * a stream are the live hub's.
 */

type Push = (board: GateBoard) => void;

interface Watched {
  watchers: Set<Push>;
  /** the last snapshot sent, without its `at` (which changes every read) */
  last: string | null;
  timer: NodeJS.Timeout;
  busy: boolean;
}

const sameBoard = (b: GateBoard) => JSON.stringify({ ...b, at: undefined });

export class GateWatch {
  private readonly events = new Map<string, Watched>();
  /** board reads made by the timers (not the first read of each watcher), for tests and figures */
  reads = 0;

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: unknown, msg: string): void },
    private readonly pollMs = GATE_STREAM_POLL_MS,
  ) {}

  /** Events watched on this process (one timer each). */
  get eventsWatched(): number {
    return this.events.size;
  }

  /**
   * Starts watching an event (its existence checked by the caller): answers the current board, to send
   * first, and the function that stops. The board is read before the watcher joins, so no change can
   * be pushed ahead of it.
   */
  async watch(eventId: string, push: Push): Promise<{ first: GateBoard; stop: () => void }> {
    const first = await readBoard(this.db, eventId);
    let w = this.events.get(eventId);
    if (!w) {
      w = {
        watchers: new Set(),
        last: sameBoard(first),
        timer: setInterval(() => void this.tick(eventId), this.pollMs),
        busy: false,
      };
      this.events.set(eventId, w);
    }
    w.watchers.add(push);
    const watched = w;
    const stop = () => {
      if (!watched.watchers.delete(push) || watched.watchers.size) return;
      clearInterval(watched.timer);
      if (this.events.get(eventId) === watched) this.events.delete(eventId);
    };
    return { first, stop };
  }

  /** Stops every timer (the app is closing). */
  close() {
    for (const w of this.events.values()) clearInterval(w.timer);
    this.events.clear();
  }

  private async tick(eventId: string) {
    const w = this.events.get(eventId);
    // a slow read is not stacked up behind by the next tick: that tick is skipped
    if (!w || w.busy) return;
    w.busy = true;
    try {
      this.reads += 1;
      const board = await readBoard(this.db, eventId);
      const key = sameBoard(board);
      if (key === w.last) return;
      w.last = key;
      for (const push of w.watchers) push(board);
    } catch (err) {
      // a database that went away: the streams stay open and the next tick tries again
      this.log.warn({ err, eventId }, 'gate board read failed');
    } finally {
      w.busy = false;
    }
  }
}
