import { useCallback, useEffect, useRef, useState } from 'react';
import { type ScanAnswer, ScanQueue, type ScanQueueOptions } from './scanQueue';
import { playScanTone } from './scanSounds';

/** How many answers the page keeps listed. */
const KEEP = 5;

/**
 * A ScanQueue for one page: `push` each code as it is read (never blocked while one is answered);
 * `answers` holds the last few, newest first, each with its own result; every answer plays its tone's
 * sound (green, amber, red) and is passed to `onAnswer`.
 */
export function useScanQueue(
  options: ScanQueueOptions & { onAnswer?: (answer: ScanAnswer) => void; keep?: number },
) {
  const latest = useRef(options);
  latest.current = options;
  const [answers, setAnswers] = useState<ScanAnswer[]>([]);
  const [pending, setPending] = useState(0);
  const [queue] = useState(
    () =>
      new ScanQueue(
        () => latest.current,
        ({ answer, pending: n }) => {
          setPending(n);
          if (!answer) return;
          playScanTone(answer.tone);
          setAnswers((list) => [answer, ...list].slice(0, latest.current.keep ?? KEEP));
          latest.current.onAnswer?.(answer);
        },
      ),
  );
  useEffect(() => () => queue.stop(), [queue]);
  const push = useCallback((code: string) => queue.push(code), [queue]);
  const clear = useCallback(() => setAnswers([]), []);
  /** nothing waiting or in flight right now (not as of the last render: for timers) */
  const idle = useCallback(() => queue.pending === 0, [queue]);
  return { push, answers, pending, clear, idle };
}
