import { PAIRING_CODE_INPUT_MAX } from '@feira/shared';
import PhonelinkRingRounded from '@mui/icons-material/PhonelinkRingRounded';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { usePairing } from '../../../shared/offline';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainTextField } from '../../../shared/plain/PlainTextField';

const CameraScanner = lazy(() =>
  import('../../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

/**
 * The lead phone's pairing: the one-time code a manager shows in "Celulares de captura de leads"
 * (typed, or its QR read by the camera). Then the phone captures for that company only.
 */
export function LeadPhonePairing({ onPaired }: { onPaired: () => void }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const { pair, error, busy } = usePairing('lead', undefined, onPaired);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>
        Peça ao gestor da empresa um código de pareamento (menu Leads, “Celulares de captura de leads”) e
        digite-o abaixo ou leia o QR com a câmera. O código vale 10 minutos e só pode ser usado uma vez.
      </Typography>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void pair(code);
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <PlainTextField
          autoFocus
          name="pairingCode"
          label="Código de pareamento"
          placeholder="ABCD-EF23"
          value={code}
          onChange={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          data-testid="pairing-code"
          maxLength={PAIRING_CODE_INPUT_MAX + 40}
          style={{ fontFamily: 'monospace', textTransform: 'uppercase', fontSize: '1.4rem' }}
        />
        <PlainButton
          type="submit"
          startIcon={<PhonelinkRingRounded />}
          disabled={!code.trim()}
          loading={busy}
          data-testid="pairing-submit"
        >
          Parear este celular
        </PlainButton>
      </Box>
      {error ? (
        <Alert severity="error" role="alert" data-testid="pairing-error">
          {error}
        </Alert>
      ) : null}
      <PlainButton type="button" variant="outlined" onClick={() => setCamera((c) => !c)}>
        {camera ? 'Fechar a câmera' : 'Ler o QR com a câmera'}
      </PlainButton>
      {camera ? (
        <Suspense fallback={<Typography>Abrindo a câmera…</Typography>}>
          <CameraScanner
            onCode={(text) => void pair(text)}
            errorMessage="Não foi possível abrir a câmera. Digite o código."
            videoSx={{ maxHeight: 320, borderRadius: 1 }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
