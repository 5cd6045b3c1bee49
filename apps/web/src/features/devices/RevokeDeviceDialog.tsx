import { translateServerMessage } from '@feira/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';

export interface RevokeDeviceDialogProps {
  deviceName: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Revogar" asks first: the device stops at its next contact and wipes its local data. */
export function RevokeDeviceDialog({ deviceName, onConfirm, onClose }: RevokeDeviceDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Revogar dispositivo</DialogTitle>
      <DialogContent>
        <Typography>
          Revogar <b>{deviceName}</b>? O aparelho deixa de funcionar em até 1 segundo e apaga os dados locais
          no próximo contato. Para usá-lo de novo, cadastre outro dispositivo.
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm();
              onClose();
            } catch (e) {
              setError(translateServerMessage((e as Error).message) || 'Não foi possível revogar.');
              setBusy(false);
            }
          }}
        >
          Revogar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
