import { GATE_FALLBACK_POLL_MS, type GateBoard, LIVE_STREAM_EVENTS } from '@feira/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../shared/api/client';
import { useLiveEvent, useLiveState } from '../live';

/** live: the tab's stream carries this board; reconnecting: it does not (polling meanwhile); ended: signed out. */
export type GateBoardState = 'connecting' | 'live' | 'reconnecting' | 'ended';

/** Of two snapshots, the one the server read last (a slow GET must not undo a newer push). */
const newer = (old: unknown, next: unknown) => {
  const [a, b] = [old as GateBoard | undefined, next as GateBoard | undefined];
  return a && b && a.at > b.at ? a : b;
};

/**
 * An event's gate board, live: the tab's one stream (features/live) is opened with `?gates=<event>`
 * while the board is on screen and pushes the snapshot at open and whenever it changes (issue 40 §3).
 * Until the stream has pushed this board (opening, dropped, the network gone, refused) the board polls
 * `GET /event/{id}/gates` every GATE_FALLBACK_POLL_MS, as the bell does, and keeps its last figures.
 */
export function useGateBoard(eventId: string) {
  const qc = useQueryClient();
  const key = ['gates', eventId] as const;
  const stream = useLiveState();
  // the stream is live for this board once it pushed it; any other state of the stream undoes that
  const [pushed, setPushed] = useState(false);
  useEffect(() => {
    if (stream !== 'live') setPushed(false);
  }, [stream]);
  useLiveEvent<GateBoard>(
    LIVE_STREAM_EVENTS.gates,
    (board) => {
      qc.setQueryData(key, board);
      setPushed(true);
    },
    { gates: eventId },
  );
  const live = stream === 'live' && pushed;
  const { data: board = null } = useQuery({
    queryKey: key,
    structuralSharing: newer,
    refetchInterval: live ? false : GATE_FALLBACK_POLL_MS,
    refetchOnWindowFocus: !live,
    queryFn: async ({ signal }) =>
      (await api<GateBoard>('GET', `/event/${encodeURIComponent(eventId)}/gates`, { signal })).model!,
  });
  let state: GateBoardState = 'reconnecting';
  if (stream === 'ended') state = 'ended';
  else if (live) state = 'live';
  else if (!board && stream !== 'down') state = 'connecting';
  return { board, state };
}
