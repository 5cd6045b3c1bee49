import { codeFromScan, SCAN_ERROR_MS } from '@feira/shared';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlainButton, PlainTextField } from '../../shared/plain';
import { PageLoader } from '../../shared/routing/PageLoader';

const CameraScanner = lazy(() =>
  import('../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

/**
 * Step 1 (part 2 §2.14): a USB reader types the badge and Enter into a field that keeps the focus, or
 * the camera reads the QR. The code is the scanned text's tail (codeFromScan). An error shows in red
 * for 5 s.
 */
export function ScanStep({
  pending,
  error,
  onClearError,
  onCode,
}: {
  /** codes read and not yet answered (the scan queue's): the field stays usable, the count shows */
  pending: number;
  error: string | null;
  onClearError: () => void;
  onCode: (code: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);

  useEffect(() => {
    if (!error) return;
    const t = setTimeout(onClearError, SCAN_ERROR_MS);
    return () => clearTimeout(t);
  }, [error, onClearError]);

  const submit = (scanned: string) => {
    const code = codeFromScan(scanned);
    setText('');
    // never dropped while the previous code is answered: the scan queue keeps it (issue 38 §1)
    if (code) onCode(code);
  };

  // the reader types like a keyboard: give the field its focus back unless the camera is in use
  const keepFocus = () =>
    setTimeout(() => {
      const active = document.activeElement;
      if (!camera && (!active || active === document.body)) inputRef.current?.focus();
    }, 150);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {error && (
        <Alert severity="error" variant="filled" role="alert" onClose={onClearError}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, pb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          Leia o crachá
        </Typography>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            submit(text);
          }}
        >
          <PlainTextField
            ref={inputRef}
            autoFocus
            name="code"
            label="Leitor de código"
            aria-label="Código do crachá"
            placeholder="Leia ou digite o código"
            value={text}
            onChange={setText}
            onBlur={keepFocus}
            autoComplete="off"
            maxLength={500}
            autoCapitalize="characters"
          />
          {/* never disabled while answering: a disabled submit button would stop the reader's Enter */}
          <PlainButton
            type="submit"
            startIcon={<QrCodeScannerRounded />}
            style={{ marginTop: 12, minHeight: 52 }}
          >
            Buscar
          </PlainButton>
          {pending > 0 ? (
            <Typography role="status" color="text.secondary" sx={{ mt: 1 }} data-testid="scan-pending">
              {pending === 1 ? 'Conferindo 1 leitura…' : `Conferindo ${pending} leituras…`}
            </Typography>
          ) : null}
        </Box>
        <PlainButton
          type="button"
          variant={camera ? 'outlined' : 'text'}
          startIcon={<PhotoCameraRounded />}
          onClick={() => setCamera((on) => !on)}
          style={{ marginTop: 8 }}
        >
          {camera ? 'Fechar câmera' : 'Usar a câmera'}
        </PlainButton>
        {camera && (
          <Box sx={{ mt: 1.5 }}>
            <Suspense fallback={<PageLoader />}>
              <CameraScanner
                onCode={submit}
                errorMessage="Não foi possível abrir a câmera. Verifique a permissão do navegador ou use o leitor."
                aria-label="Câmera"
                videoSx={{ maxHeight: 320, borderRadius: 2 }}
              />
            </Suspense>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
