import { formatPairingCode } from '@feira/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { PairingCode } from './api';

function remaining(expiresAt: string, now: number): string {
  const s = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface PairingCodeDialogProps {
  deviceName: string;
  code: PairingCode | null;
  /** where the device is paired, for the instructions ("a página de check-in do evento") */
  where: string;
  onNewCode: () => void;
  onClose: () => void;
}

/**
 * The one-time code and its QR, shown once (only its hash is kept on the server), with the minutes
 * left; once it expires the dialog offers a new one instead.
 */
export function PairingCodeDialog({ deviceName, code, where, onNewCode, onClose }: PairingCodeDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const expired = code ? Date.parse(code.expiresAt) <= now : false;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Parear {deviceName}</DialogTitle>
      <DialogContent>
        {code && !expired ? (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Abra {where} no aparelho e digite ou leia o código abaixo.
            </Typography>
            <Box
              component="img"
              src={code.qrDataUrl}
              alt={`QR do código ${formatPairingCode(code.code)}`}
              sx={{ width: 200, height: 200, imageRendering: 'pixelated' }}
            />
            <Typography
              data-testid="pairing-code"
              sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, letterSpacing: 3 }}
            >
              {formatPairingCode(code.code)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="pairing-remaining">
              Válido por {remaining(code.expiresAt, now)} · use uma única vez
            </Typography>
          </Box>
        ) : (
          <Alert severity="warning">O código expirou. Gere um novo para parear o aparelho.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        {expired ? (
          <Button onClick={onNewCode} variant="contained">
            Gerar novo código
          </Button>
        ) : null}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
