import { Alert, Box, type SxProps, type Theme } from '@mui/material';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';

/** Spec part 2 §4/§9 (scanner timing): a read every 300 ms, the same code ignored for 1000 ms. */
export const SCAN_DELAY_MS = 300;
export const SAME_CODE_MS = 1000;

export type CameraScannerProps = {
  onCode: (text: string) => void;
  /** Shown when the camera cannot be opened (permission, no camera). */
  errorMessage: string;
  /** Milliseconds between decode attempts (default 300). */
  scanDelayMs?: number;
  /** The same code read again within this many milliseconds is ignored (default 1000). */
  sameCodeMs?: number;
  videoSx?: SxProps<Theme>;
  alertSx?: SxProps<Theme>;
  'aria-label'?: string;
};

/**
 * The camera QR reader (leads scan, staff consumption, event kiosk). It is NOT in the kit's barrel:
 * import this module lazily (`lazy(() => import('.../shared/ui/CameraScanner/CameraScanner'))`) so
 * @zxing/browser, which is large, loads only when the camera is switched on.
 */
export function CameraScanner({
  onCode,
  errorMessage,
  scanDelayMs = SCAN_DELAY_MS,
  sameCodeMs = SAME_CODE_MS,
  videoSx,
  alertSx,
  'aria-label': ariaLabel,
}: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const errorMessageRef = useRef(errorMessage);
  errorMessageRef.current = errorMessage;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: scanDelayMs });
    reader
      .decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        videoRef.current ?? undefined,
        (result) => {
          if (!result) return;
          const text = result.getText();
          const now = Date.now();
          if (text === last.text && now - last.at < sameCodeMs) return;
          last = { text, at: now };
          onCodeRef.current(text);
        },
      )
      .then((c) => {
        if (stopped) c.stop();
        else controls = c;
      })
      .catch(() => setError(errorMessageRef.current));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [scanDelayMs, sameCodeMs]);

  return error ? (
    <Alert severity="warning" sx={alertSx}>
      {error}
    </Alert>
  ) : (
    <Box
      component="video"
      ref={videoRef}
      muted
      playsInline
      aria-label={ariaLabel}
      sx={[
        { width: '100%', bgcolor: 'common.black', objectFit: 'cover' },
        ...(Array.isArray(videoSx) ? videoSx : [videoSx]),
      ]}
    />
  );
}
