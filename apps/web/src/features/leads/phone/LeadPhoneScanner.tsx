import { LEAD_CODE_MAX, SCAN_MESSAGES } from '@feira/shared';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type LeadCaptureAnswer, type LeadSession, OfflineStatusBar } from '../../../shared/offline';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainTextField } from '../../../shared/plain/PlainTextField';
import { ScanAnswerList, useScanQueue } from '../../../shared/scan';
import { CaptureAnswer } from './CaptureAnswer';
import { viewOfCapture } from './captureView';
import { RecentCaptures } from './RecentCaptures';

const CameraScanner = lazy(() =>
  import('../../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

/** How many captures the phone lists. */
const RECENT_MAX = 20;

/**
 * The paired lead phone at work: a reader types the badge and Enter (or the camera reads its QR); each
 * read goes to the scan queue (in order, its own answer and sound) and to the LeadSession, which writes
 * it to IndexedDB before answering. The list below follows the captures until the server named them.
 */
export function LeadPhoneScanner({ session }: { session: LeadSession }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [recent, setRecent] = useState<LeadCaptureAnswer[] | null>(null);

  useEffect(() => {
    void session.waiting().then((w) => setRecent((list) => list ?? w.reverse().slice(0, RECENT_MAX)));
    // an upload named queued captures: the list shows who they were
    return session.onAnswered((results) => {
      const byNonce = new Map(results.map((r) => [r.nonce, r]));
      setRecent((list) =>
        (list ?? []).map((c) => {
          const r = byNonce.get(c.nonce);
          return r ? { ...c, outcome: r.outcome, name: r.name } : c;
        }),
      );
    });
  }, [session]);

  const queue = useScanQueue({
    run: async (text) => {
      const answer = await session.capture(text);
      setRecent((list) => [answer, ...(list ?? [])].slice(0, RECENT_MAX));
      return viewOfCapture(answer);
    },
    failed: (err) => ({ tone: 'error', title: (err as Error).message || SCAN_MESSAGES.refused }),
    onAnswer: () => inputRef.current?.focus(),
  });
  const [latest, ...earlier] = queue.answers;

  return (
    <Stack spacing={2}>
      <OfflineStatusBar session={session} unit={['captura', 'capturas']} />
      <Card variant="outlined">
        <CardContent>
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              const value = code;
              setCode('');
              queue.push(value);
            }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <PlainTextField
              ref={inputRef}
              autoFocus
              name="badge"
              label="Leitor de código (crachá)"
              placeholder="Leia o crachá ou digite o código"
              value={code}
              onChange={setCode}
              autoComplete="off"
              aria-label="Código do crachá"
              maxLength={LEAD_CODE_MAX}
            />
            <PlainButton type="submit" startIcon={<QrCodeScannerRounded />}>
              Capturar
            </PlainButton>
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <PlainButton
              type="button"
              variant={camera ? 'outlined' : 'text'}
              startIcon={<PhotoCameraRounded />}
              onClick={() => setCamera((on) => !on)}
            >
              {camera ? 'Fechar câmera' : 'Usar a câmera'}
            </PlainButton>
          </Box>
          {camera ? (
            <Box sx={{ mt: 2 }}>
              <Suspense fallback={<Typography role="status">Abrindo a câmera…</Typography>}>
                <CameraScanner
                  onCode={queue.push}
                  errorMessage="Não foi possível abrir a câmera. Verifique a permissão do navegador ou use o leitor."
                  videoSx={{ maxHeight: 320, borderRadius: 1 }}
                />
              </Suspense>
            </Box>
          ) : null}
        </CardContent>
      </Card>
      {latest ? <CaptureAnswer key={latest.id} answer={latest} /> : null}
      {earlier.length > 0 || queue.pending > 0 ? (
        <ScanAnswerList answers={earlier} pending={queue.pending} fontSize="0.875rem" />
      ) : null}
      <RecentCaptures captures={recent} />
    </Stack>
  );
}
