import { STAFF_CONSUMPTION_MESSAGES } from '@feira/shared';
import KeyRounded from '@mui/icons-material/KeyRounded';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { registerOffline } from '../../shared/offline/registerOffline';
import { PlainButton, PlainTextField } from '../../shared/plain';
import { getMobileKey, setMobileKey } from './mobileKey';
import { ScanFlow } from './ScanFlow';

/** The key screen of the counter phone: shown when the key is missing or the server refused it. */
function KeyForm({ wrong, onSaved }: { wrong: boolean; onSaved: () => void }) {
  const [key, setKey] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity={wrong ? 'error' : 'info'} role={wrong ? 'alert' : 'status'}>
        {wrong ? STAFF_CONSUMPTION_MESSAGES.apiKeyWrong : STAFF_CONSUMPTION_MESSAGES.apiKeyMissing}
      </Alert>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!key.trim()) return;
          setMobileKey(key);
          onSaved();
        }}
      >
        <PlainTextField
          type="password"
          name="apiKey"
          label="Chave de acesso"
          value={key}
          onChange={setKey}
          autoComplete="off"
        />
        <PlainButton
          type="submit"
          startIcon={<KeyRounded />}
          disabled={!key.trim()}
          style={{ marginTop: 12, minHeight: 52 }}
        >
          Salvar chave
        </PlainButton>
      </Box>
    </Paper>
  );
}

/**
 * /consumption/mobile (no sign-in): the counter phone sends `x-api-key`, typed once and kept in the
 * device's local storage. Missing or refused key: the key screen.
 */
export function MobileScanPage() {
  const [keyState, setKeyState] = useState<'ok' | 'missing' | 'wrong'>(() =>
    getMobileKey() ? 'ok' : 'missing',
  );
  // installable, and opens with no network (the scan itself then says it needs the network)
  useEffect(registerOffline, []);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <BrandLogo size={32} tagline="Consumo da equipe" />
          {keyState === 'ok' && (
            <PlainButton
              type="button"
              variant="text"
              size="small"
              onClick={() => {
                setMobileKey(null);
                setKeyState('missing');
              }}
            >
              Trocar chave
            </PlainButton>
          )}
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Consumo da equipe
        </Typography>
        {keyState === 'ok' ? (
          <ScanFlow
            mode="mobile"
            onUnauthorized={() => {
              setMobileKey(null);
              setKeyState('wrong');
            }}
          />
        ) : (
          <KeyForm wrong={keyState === 'wrong'} onSaved={() => setKeyState('ok')} />
        )}
      </Box>
    </Box>
  );
}
