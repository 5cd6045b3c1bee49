import { STAFF_CONSUMPTION_MESSAGES } from '@feira/shared';
import KeyRounded from '@mui/icons-material/KeyRounded';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { PageHeader } from '../../shared/ui';
import { TextInput } from '../../shared/ui/form/TextInput';
import { getMobileKey, setMobileKey } from './mobileKey';
import { ScanFlow } from './ScanFlow';

/** /consumption/staff (admin, manager, user): the scan page inside the signed-in shell. */
export function StaffScanPage() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeader title="Consumo da equipe" subtitle="Leia o crachá e registre o que a pessoa consumiu" />
      <ScanFlow mode="staff" />
    </Box>
  );
}

/** The key screen of the counter phone: shown when the key is missing or the server refused it. */
function KeyForm({ wrong, onSaved }: { wrong: boolean; onSaved: () => void }) {
  const [key, setKey] = useState('');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
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
            <TextInput
              fullWidth
              type="password"
              label="Chave de acesso"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              autoComplete="off"
            />
            <Button
              type="submit"
              fullWidth
              size="large"
              variant="contained"
              startIcon={<KeyRounded />}
              disabled={!key.trim()}
              sx={{ mt: 1.5, minHeight: 52 }}
            >
              Salvar chave
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
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
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <BrandLogo size={32} />
          {keyState === 'ok' && (
            <Button
              size="small"
              onClick={() => {
                setMobileKey(null);
                setKeyState('missing');
              }}
            >
              Trocar chave
            </Button>
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
