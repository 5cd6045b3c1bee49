import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { copyText } from '../../shared/ui';
import { TextInput } from '../../shared/ui/form/TextInput';
import type { PayPage } from './api';

/** The Pix QR code and the "copia e cola" text with its copy button. */
export function PixPanel({ pix }: { pix: NonNullable<PayPage['pix']> }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await copyText(pix.payload);
      setCopied('Código Pix copiado!');
    } catch {
      setCopied('Não foi possível copiar. Selecione o texto e copie.');
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={pix.qrDataUrl}
        alt="QR Code Pix"
        sx={{ width: 240, height: 240, maxWidth: '100%', imageRendering: 'pixelated' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou use o Pix copia e cola.
      </Typography>
      <TextInput
        label="Pix copia e cola"
        value={pix.payload}
        fullWidth
        multiline
        minRows={3}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-label': 'Pix copia e cola',
            style: { fontFamily: 'monospace', fontSize: 13 },
          },
        }}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="contained" size="large" fullWidth startIcon={<ContentCopyIcon />} onClick={copy}>
        Copiar código Pix
      </Button>
      {copied ? (
        <Alert severity={copied.startsWith('Código') ? 'success' : 'warning'} sx={{ width: '100%' }}>
          {copied}
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        Recebedor: {pix.merchantName} · Chave: {pix.key}
      </Typography>
    </Stack>
  );
}
