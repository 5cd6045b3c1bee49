import { formatDateTime, SCAN_MESSAGES } from '@feira/shared';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isNetworkFailure, OFFLINE_VIEW, ScanAnswerList, useScanQueue } from '../../shared/scan';
import { LoadingState, PageHeader } from '../../shared/ui';
import { type CaptureResult, captureLead } from './api';

const CameraScanner = lazy(() =>
  import('../../shared/ui/CameraScanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

/** How many captures the page keeps listed. */
const RECENT_MAX = 10;

type Recent = CaptureResult & { at: string };

const SEVERITY = { ok: 'success', repeat: 'warning', error: 'error' } as const;

/**
 * /lead/scan (manager, user): a USB reader types the badge and Enter, or the camera reads its QR;
 * each read goes to the scan queue at once (shared/scan: in order, each with its own answer and sound),
 * so the field is ready for the next badge while the previous one is being saved. A badge already
 * captured by the company answers amber "Lead já capturado" (the server's 409 on the company/visitor
 * uniqueness).
 */
export function ScanPage() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [recent, setRecent] = useState<Recent[]>([]);
  const queue = useScanQueue({
    run: async (text, signal) => {
      const result = await captureLead({ code: text }, signal);
      setRecent((list) =>
        [
          { ...result, at: new Date().toISOString() },
          ...list.filter((r) => r.lead._id !== result.lead._id),
        ].slice(0, RECENT_MAX),
      );
      const name = result.lead.user.fullName;
      return result.kind === 'created'
        ? { tone: 'ok', title: 'Lead salvo', detail: name }
        : { tone: 'repeat', title: SCAN_MESSAGES.leadRepeat, detail: name };
    },
    failed: (err) =>
      isNetworkFailure(err) ? OFFLINE_VIEW : { tone: 'error', title: (err as Error).message },
    onAnswer: () => inputRef.current?.focus(),
  });
  const [latest, ...earlier] = queue.answers;

  return (
    <Box>
      <PageHeader title="Capturar leads" subtitle="Leia o QR Code do crachá do visitante" />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Card variant="outlined">
          <CardContent>
            <Box
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                const value = code;
                setCode('');
                queue.push(value);
              }}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              <TextField
                inputRef={inputRef}
                autoFocus
                fullWidth
                label="Leitor de código (crachá)"
                placeholder="Leia o crachá ou digite o código"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-label': 'Código do crachá', maxLength: 500 } }}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<QrCodeScannerRounded />}
                sx={{ height: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
              >
                Capturar
              </Button>
            </Box>
            <Button
              sx={{ mt: 2 }}
              variant={camera ? 'outlined' : 'text'}
              startIcon={<PhotoCameraRounded />}
              onClick={() => setCamera((on) => !on)}
            >
              {camera ? 'Fechar câmera' : 'Usar a câmera'}
            </Button>
            {camera && (
              <Box sx={{ mt: 2 }}>
                <Suspense fallback={<LoadingState />}>
                  <Box>
                    <CameraScanner
                      onCode={queue.push}
                      errorMessage="Não foi possível abrir a câmera. Verifique a permissão do navegador ou use o leitor."
                      videoSx={{ maxHeight: 360, borderRadius: 1 }}
                    />
                  </Box>
                </Suspense>
              </Box>
            )}
          </CardContent>
        </Card>
        {latest && (
          <Alert severity={SEVERITY[latest.tone]} role="status" onClose={queue.clear} data-tone={latest.tone}>
            {latest.detail ? `${latest.title}: ${latest.detail}` : latest.title}
          </Alert>
        )}
        {earlier.length > 0 || queue.pending > 0 ? (
          <ScanAnswerList answers={earlier} pending={queue.pending} fontSize="0.875rem" />
        ) : null}
        <Card variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Últimas capturas
            </Typography>
            {recent.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                Nenhuma captura nesta sessão.
              </Typography>
            ) : (
              <List dense aria-label="Últimas capturas">
                {recent.map((r) => (
                  <ListItemButton
                    key={r.lead._id}
                    onClick={() => navigate(`/lead/${r.lead._id}`)}
                    sx={{ px: 1 }}
                  >
                    <ListItemText
                      primary={r.lead.user.fullName}
                      secondary={[r.lead.user.companyName, formatDateTime(r.at)].filter(Boolean).join(' · ')}
                    />
                    <Chip
                      size="small"
                      color={r.kind === 'created' ? 'success' : 'warning'}
                      variant={r.kind === 'created' ? 'filled' : 'outlined'}
                      label={r.kind === 'created' ? 'Novo' : 'Já capturado'}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
