/**
 * Sheet order for chunked imports whose client keeps two chunks in flight (issue 16 goal 4): the next
 * chunk's upload, body parsing and validation overlap the previous chunk's statements, but its own
 * reads and writes start only once the previous chunk of the same sheet has ended, so every row sees
 * what the earlier rows wrote, exactly as when the chunks are sent one after another.
 *
 * A chunk may read ahead: it takes the sheet's `mark` before its early reads, and its turn answers what
 * each chunk that ended after that mark reported at its end (`endedSince`), so the caller can tell
 * whether those reads still hold or must be made again (users-import.service: the plan read of the next
 * chunk overlaps the previous chunk's INSERT).
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
/** How long an ended chunk is remembered for a successor that has not asked yet (normally milliseconds). */
const REMEMBER_MS = 60_000;
/** Ended chunks whose reports a sheet keeps for successors that read ahead (two are in flight). */
const REPORTS_KEPT = 4;

/**
 * A chunk as its successor sees it: `waiting` (a placeholder the successor made before it arrived),
 * `started`, `ended`, or `refused` (out of order: whoever waits for it is refused too, and the client
 * resends both in order).
 */
interface ChunkState {
  status: 'waiting' | 'started' | 'ended' | 'refused';
  endedAt: number;
  /** resolved at each change of status, then replaced */
  changed: Promise<void>;
  notify: () => void;
}

export interface ChunkTurn<R = unknown> {
  /**
   * What each chunk of the sheet that ended after the `mark` given to `turn` reported at its end (in
   * sheet order; `undefined` where it reported nothing), or 'unknown' when that is not known here.
   */
  endedSince: (R | undefined)[] | 'unknown';
  /** this chunk's reads and writes are over (success or failure): its successor may go */
  end(report?: R): void;
}

/** A sheet's progress in this process: the last chunk that ended, and what the latest ones reported. */
interface SheetProgress<R> {
  lastEnded: number;
  reports: Map<number, R | undefined>;
  endedAt: number;
}

export class ChunkOrder<R = unknown> {
  private readonly chunks = new Map<string, ChunkState>();
  private readonly sheets = new Map<string, SheetProgress<R>>();
  private lastSweep = Date.now();

  /** The sheet's last chunk that has ended in this process (-1: none), taken before a chunk's early reads. */
  mark(sheet: string): number {
    return this.sheets.get(sheet)?.lastEnded ?? -1;
  }

  /**
   * Waits until chunk `seq - 1` of `sheet` has ended in this process (`seq` 0, or a client that has
   * the previous answer, goes at once). Answers the chunk's turn, whose `end()` must be called once its
   * statements are over, or 'unknown' when the predecessor did not show up here (or was refused itself).
   * `mark` (from `mark(sheet)`, taken before the chunk read anything) asks for `endedSince`.
   */
  async turn(
    sheet: string,
    seq: number,
    previousAnswered: boolean,
    mark = seq - 1,
  ): Promise<ChunkTurn<R> | 'unknown'> {
    this.sweep();
    const ownKey = `${sheet}#${seq}`;
    const own = this.state(ownKey);
    this.set(own, 'started');
    if (seq > 0 && !previousAnswered && !(await this.previousEnded(`${sheet}#${seq - 1}`))) {
      this.set(own, 'refused');
      this.forget(ownKey, own);
      return 'unknown';
    }
    // a chunk sent once its predecessor had answered read after every earlier chunk had ended
    const endedSince = seq === 0 || previousAnswered ? [] : this.reportsAfter(sheet, mark, seq);
    return {
      endedSince,
      end: (report) => {
        if (own.status !== 'ended') this.ended(sheet, seq, report);
        this.set(own, 'ended');
      },
    };
  }

  private ended(sheet: string, seq: number, report: R | undefined): void {
    let progress = this.sheets.get(sheet);
    if (!progress) {
      progress = { lastEnded: -1, reports: new Map(), endedAt: 0 };
      this.sheets.set(sheet, progress);
    }
    progress.lastEnded = Math.max(progress.lastEnded, seq);
    progress.endedAt = Date.now();
    progress.reports.set(seq, report);
    progress.reports.delete(seq - REPORTS_KEPT);
  }

  /** The reports of the sheet's chunks mark+1 .. seq-1 (they ended after the mark), or 'unknown'. */
  private reportsAfter(sheet: string, mark: number, seq: number): (R | undefined)[] | 'unknown' {
    const reports = this.sheets.get(sheet)?.reports;
    const since: (R | undefined)[] = [];
    for (let s = mark + 1; s < seq; s++) {
      if (!reports?.has(s)) return 'unknown';
      since.push(reports.get(s));
    }
    return since;
  }

  /** true once the chunk has ended; false when it did not start within ARRIVAL_WAIT_MS or was refused */
  private async previousEnded(key: string): Promise<boolean> {
    const previous = this.state(key);
    if (previous.status === 'waiting') {
      let timer: NodeJS.Timeout | undefined;
      const arrival = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ARRIVAL_WAIT_MS);
      });
      await Promise.race([previous.changed, arrival]);
      clearTimeout(timer);
    }
    while (previous.status === 'started') await previous.changed;
    // its one successor has asked: nothing needs it any more (a placeholder nobody filled included, so
    // that a late arrival starts afresh)
    this.forget(key, previous);
    return previous.status === 'ended';
  }

  private state(key: string): ChunkState {
    let s = this.chunks.get(key);
    if (!s) {
      s = { status: 'waiting', endedAt: 0, changed: Promise.resolve(), notify: () => {} };
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

  private set(s: ChunkState, status: ChunkState['status']): void {
    if (s.status === 'ended') return;
    s.status = status;
    if (status === 'ended') s.endedAt = Date.now();
    s.notify();
  }

  private forget(key: string, s: ChunkState): void {
    if (this.chunks.get(key) === s) this.chunks.delete(key);
  }

  /** At most once a minute: drops chunks whose successor never asked (a sheet's last chunk). */
  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < REMEMBER_MS) return;
    this.lastSweep = now;
    for (const [key, s] of this.chunks)
      if (s.status === 'ended' && s.endedAt < now - REMEMBER_MS) this.chunks.delete(key);
    for (const [sheet, p] of this.sheets) if (p.endedAt < now - REMEMBER_MS) this.sheets.delete(sheet);
  }
}
