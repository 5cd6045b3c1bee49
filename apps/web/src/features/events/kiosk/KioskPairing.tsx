import { PAIRING_CODE_INPUT_MAX } from '@feira/shared';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { usePairing } from '../../../shared/offline';
import { KioskNotice } from './KioskParts';

const CameraScanner = lazy(() =>
  import('../../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

/**
 * "Parear dispositivo" on the kiosk (issue 38 §2): the one-time code from the event page's
 * "Dispositivos" tab, typed (keyboard or a USB reader, which types the QR's text and Enter) or read by
 * the camera from the QR. On success the device token is in IndexedDB and the kiosk restarts paired.
 * Loaded lazily: an unpaired kiosk's first download does not carry it.
 */
export function KioskPairing({
  eventId,
  onPaired,
  onCancel,
}: {
  eventId: string | undefined;
  onPaired: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const { pair, error, busy } = usePairing('checkin', eventId, onPaired);

  return (
    <Stack
      sx={{ flex: 1, gap: 2, minHeight: 0, maxWidth: 720, width: '100%', mx: 'auto' }}
      data-testid="kiosk-pairing"
    >
      <Typography component="h2" sx={{ fontSize: 'clamp(1.4rem, 4vmin, 2.2rem)', fontWeight: 700 }}>
        Parear dispositivo
      </Typography>
      <Typography sx={{ fontSize: 'clamp(1rem, 2.6vmin, 1.3rem)' }}>
        Digite o código de pareamento mostrado na aba “Dispositivos” do evento, passe o QR no leitor ou use a
        câmera. O código vale 10 minutos e só pode ser usado uma vez.
      </Typography>
      <Box
        component="form"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          void pair(code);
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <Box
          component="input"
          autoFocus
          data-testid="pairing-code"
          aria-label="Código de pareamento"
          placeholder="ABCD-EF23"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          maxLength={PAIRING_CODE_INPUT_MAX + 40}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setCode(e.target.value)}
          sx={{
            flex: '1 1 14rem',
            minWidth: 0,
            fontSize: 'clamp(1.4rem, 4vmin, 2.2rem)',
            fontFamily: 'monospace',
            textTransform: 'uppercase',
            p: 1.5,
            borderRadius: 2,
            border: 2,
            borderColor: 'primary.main',
            textAlign: 'center',
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || !code.trim()}
          data-testid="pairing-submit"
        >
          {busy ? 'Pareando…' : 'Parear'}
        </Button>
      </Box>
      {error ? (
        <KioskNotice tone="error" testId="pairing-error" fontSize="clamp(1rem, 2.6vmin, 1.3rem)">
          {error}
        </KioskNotice>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => setCamera((c) => !c)}
          data-testid="pairing-camera"
        >
          {camera ? 'Fechar a câmera' : 'Ler o QR com a câmera'}
        </Button>
        <Button size="large" onClick={onCancel} data-testid="pairing-cancel">
          Cancelar
        </Button>
      </Stack>
      {camera ? (
        <Box sx={{ flex: 1, minHeight: 200 }}>
          <Suspense fallback={<Typography>Abrindo a câmera…</Typography>}>
            <CameraScanner
              onCode={(text) => void pair(text)}
              errorMessage="Não foi possível abrir a câmera. Digite o código."
              videoSx={{ height: '100%', minHeight: 0, borderRadius: 2 }}
            />
          </Suspense>
        </Box>
      ) : null}
    </Stack>
  );
}
