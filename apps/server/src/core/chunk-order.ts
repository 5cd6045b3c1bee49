/**
 * Sheet order for chunked imports whose client keeps two chunks in flight (issue 16 goal 4): the next
 * chunk's upload, body parsing and validation overlap the previous chunk's statements, but its own
 * reads and writes start only once the previous chunk of the same sheet has ended, so every row sees
 * what the earlier rows wrote, exactly as when the chunks are sent one after another.
 *
 * The order is kept in this process. A chunk whose predecessor this process has not seen within
 * `ARRIVAL_WAIT_MS` (another app process has it, or it was refused before its handler ran) is not
 * guessed at: `turn` answers 'unknown' and the caller refuses the chunk
 * (`SERVER_CODES.importOutOfOrder`); the client sends it again once it holds the previous chunk's
 * answer, marked `previousAnswered`. So with several processes the import is only slower, never out
 * of order.
 */

/** How long a chunk waits for its predecessor to show up in this process before it is refused. */
export const ARRIVAL_WAIT_MS = 250;
/** How long an ended chunk is remembered for its successor (which normally asks within milliseconds). */
const REMEMBER_MS = 60_000;

interface ChunkState {
  started: boolean;
  ended: boolean;
  /** refused as out of order: whoever waits for it is refused too (the client resends both in order) */
  refused: boolean;
  /** resolved at each change of the above, then replaced */
  changed: Promise<void>;
  notify: () => void;
  endedAt: number;
}

export interface ChunkTurn {
  /** this chunk's reads and writes are over (success or failure): its successor may go */
  end(): void;
}

export class ChunkOrder {
  private readonly chunks = new Map<string, ChunkState>();

  /**
   * Waits until chunk `seq - 1` of `sheet` has ended in this process (`seq` 0, or a client that has
   * the previous answer, goes at once). Answers the chunk's turn, whose `end()` must be called once its
   * statements are over, or 'unknown' when the predecessor did not show up here (or was refused itself).
   */
  async turn(sheet: string, seq: number, previousAnswered: boolean): Promise<ChunkTurn | 'unknown'> {
    this.forgetOld();
    const ownKey = `${sheet}#${seq}`;
    const own = this.state(ownKey);
    own.started = true;
    own.notify();
    if (seq > 0 && !previousAnswered && !(await this.previousEnded(`${sheet}#${seq - 1}`))) {
      own.refused = true;
      own.notify();
      if (this.chunks.get(ownKey) === own) this.chunks.delete(ownKey);
      return 'unknown';
    }
    return { end: () => this.end(own) };
  }

  /** true once the chunk has ended; false when it did not start within ARRIVAL_WAIT_MS or was refused */
  private async previousEnded(key: string): Promise<boolean> {
    const previous = this.state(key);
    if (!previous.started) {
      let timer: NodeJS.Timeout | undefined;
      const arrival = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ARRIVAL_WAIT_MS);
      });
      await Promise.race([previous.changed, arrival]);
      clearTimeout(timer);
      if (!previous.started) {
        // a placeholder nobody filled: forgotten, so that a late arrival starts afresh
        if (this.chunks.get(key) === previous) this.chunks.delete(key);
        return false;
      }
    }
    while (!previous.ended && !previous.refused) await previous.changed;
    return previous.ended;
  }

  private state(key: string): ChunkState {
    let s = this.chunks.get(key);
    if (!s) {
      s = {
        started: false,
        ended: false,
        refused: false,
        endedAt: 0,
        changed: Promise.resolve(),
        notify: () => {},
      };
      this.rearm(s);
      this.chunks.set(key, s);
    }
    return s;
  }

  private rearm(s: ChunkState): void {
    s.changed = new Promise<void>((resolve) => {
      s.notify = () => {
        resolve();
        this.rearm(s);
      };
    });
  }

  private end(s: ChunkState): void {
    if (s.ended) return;
    s.ended = true;
    s.endedAt = Date.now();
    s.notify();
  }

  /** Drops chunks that ended long ago (their successors asked within milliseconds). */
  private forgetOld(): void {
    if (this.chunks.size < 64) return;
    const before = Date.now() - REMEMBER_MS;
    for (const [key, s] of this.chunks) if (s.ended && s.endedAt < before) this.chunks.delete(key);
  }
}
