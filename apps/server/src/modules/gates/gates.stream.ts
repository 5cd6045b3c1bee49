import { PassThrough } from 'node:stream';
import {
  GATE_STREAM_EVENTS,
  GATE_STREAM_HEARTBEAT_SECONDS,
  GATE_STREAM_POLL_MS,
  type GateBoard,
} from '@feira/shared';
import type { Db } from '../../db/client';
import { readBoard } from './gates.service';

/**
 * The gate board's Server-Sent Events (issue 38 §5). One stream per open board; per event and process
 * ONE timer reads the board from the database at most once every GATE_STREAM_POLL_MS while at least one
 * board of that event is open, and pushes it to every open board of the event when it changed. Reading
 * the database (not this process's memory) is what makes it work across processes: a scan uploaded
 * through another app process shows within a second. Every tick also asks each stream whether its
 * session still holds (`allowed`); a revoked session, a disabled account or a lost role ends the stream
 * with a `closed` event.
 */

interface Board {
  /** the response body: SSE frames are written to it */
  stream: PassThrough;
  allowed: () => Promise<boolean>;
}

interface Watched {
  boards: Set<Board>;
  /** the last snapshot sent, without its `at` (which changes every read) */
  last: string | null;
  timer: NodeJS.Timeout;
  beat: NodeJS.Timeout;
  busy: boolean;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const sameBoard = (b: GateBoard) => JSON.stringify({ ...b, at: undefined });

export class GateWatch {
  private readonly events = new Map<string, Watched>();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: unknown, msg: string): void },
    private readonly pollMs = GATE_STREAM_POLL_MS,
  ) {}

  /** Number of boards open on this process. */
  get boardsOpen(): number {
    let n = 0;
    for (const w of this.events.values()) n += w.boards.size;
    return n;
  }

  /**
   * Opens a board: answers the stream to send as the response. It starts with the current snapshot
   * (and a `retry` hint for EventSource's own reconnection), then follows the event's timer.
   */
  async open(eventId: string, allowed: () => Promise<boolean>): Promise<PassThrough> {
    const stream = new PassThrough();
    const board: Board = { stream, allowed };
    const first = await readBoard(this.db, eventId);
    stream.write(`retry: 2000\n${frame(GATE_STREAM_EVENTS.snapshot, first)}`);
    let watched = this.events.get(eventId);
    if (!watched) {
      watched = {
        boards: new Set(),
        last: sameBoard(first),
        timer: setInterval(() => void this.tick(eventId), this.pollMs),
        beat: setInterval(() => this.broadcast(eventId, ': ping\n\n'), GATE_STREAM_HEARTBEAT_SECONDS * 1000),
        busy: false,
      };
      this.events.set(eventId, watched);
    }
    watched.boards.add(board);
    const leave = () => this.leave(eventId, board);
    stream.on('close', leave);
    stream.on('error', leave);
    return stream;
  }

  /** Ends every open board (the app is closing: open streams would hold the server open). */
  closeAll() {
    for (const [eventId, w] of this.events)
      for (const board of [...w.boards]) {
        this.leave(eventId, board);
        board.stream.end();
      }
  }

  private leave(eventId: string, board: Board) {
    const w = this.events.get(eventId);
    if (!w?.boards.delete(board)) return;
    if (w.boards.size === 0) {
      clearInterval(w.timer);
      clearInterval(w.beat);
      this.events.delete(eventId);
    }
  }

  private broadcast(eventId: string, text: string) {
    for (const board of this.events.get(eventId)?.boards ?? []) board.stream.write(text);
  }

  private async tick(eventId: string) {
    const w = this.events.get(eventId);
    // a slow read is not stacked up behind by the next tick: that tick is skipped
    if (!w || w.busy) return;
    w.busy = true;
    try {
      for (const board of [...w.boards]) {
        if (await board.allowed()) continue;
        board.stream.end(frame(GATE_STREAM_EVENTS.closed, { reason: 'session' }));
        this.leave(eventId, board);
      }
      if (!w.boards.size) return;
      const board = await readBoard(this.db, eventId);
      const key = sameBoard(board);
      if (key === w.last) return;
      w.last = key;
      this.broadcast(eventId, frame(GATE_STREAM_EVENTS.snapshot, board));
    } catch (err) {
      // a database that went away: the boards stay open and the next tick tries again
      this.log.warn({ err, eventId }, 'gate board read failed');
    } finally {
      w.busy = false;
    }
  }
}
