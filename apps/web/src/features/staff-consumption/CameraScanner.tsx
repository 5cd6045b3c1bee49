import { Alert, Box } from '@mui/material';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';

/** Part 2 §9 (scanner timing): a read every 300 ms, the same code ignored for 1000 ms. */
const SCAN_DELAY_MS = 300;
const SAME_CODE_MS = 1000;

/** The camera QR reader of the scan page (loaded only when the camera is switched on). */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_DELAY_MS });
    reader
      .decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        videoRef.current ?? undefined,
        (result) => {
          if (!result) return;
          const text = result.getText();
          const now = Date.now();
          if (text === last.text && now - last.at < SAME_CODE_MS) return;
          last = { text, at: now };
          onCodeRef.current(text);
        },
      )
      .then((c) => {
        if (stopped) c.stop();
        else controls = c;
      })
      .catch(() =>
        setError('Não foi possível abrir a câmera. Verifique a permissão do navegador ou use o leitor.'),
      );
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return error ? (
    <Alert severity="warning">{error}</Alert>
  ) : (
    <Box
      component="video"
      ref={videoRef}
      muted
      playsInline
      aria-label="Câmera"
      sx={{ width: '100%', maxHeight: 320, borderRadius: 2, bgcolor: 'common.black', objectFit: 'cover' }}
    />
  );
}
