import { ACCREDITATION_TYPE_OPTIONS, formatDateTime, labelOf } from '@feira/shared';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { getConsents } from './api';

const CHANNEL_LABELS: Record<string, string> = { web: 'Site (credenciamento)' };

/** Saves the person's data (LGPD access request) as a JSON file. */
async function downloadExport(userId: string) {
  const env = await api<unknown>('GET', `/user/${encodeURIComponent(userId)}/data-export`);
  const blob = new Blob([JSON.stringify(env.model, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `dados-pessoais-${userId}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The user detail's "Consentimento LGPD" card (admin): each accreditation consent with its terms version,
 * time and channel, plus the LGPD tools: export the person's data and anonymise them.
 */
export function UserConsents({ userId }: { userId: string }) {
  const client = useQueryClient();
  const consents = useQuery({ queryKey: ['user-consents', userId], queryFn: () => getConsents(userId) });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'anonymise' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (what: 'export' | 'anonymise', action: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Falha na operação');
    } finally {
      setBusy(null);
    }
  };

  const rows = consents.data ?? [];
  return (
    <Card variant="outlined" data-testid="user-consents">
      <CardHeader
        title="Consentimento LGPD"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {consents.isLoading
              ? 'Carregando...'
              : 'Nenhum consentimento registrado (cadastro feito pela equipe).'}
          </Typography>
        ) : (
          <Table size="small" aria-label="Consentimentos LGPD">
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Versão dos termos</TableCell>
                <TableCell>Canal</TableCell>
                <TableCell>Tipo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c._id}>
                  <TableCell>{formatDateTime(c.consentedAt)}</TableCell>
                  <TableCell>v{c.consentVersion}</TableCell>
                  <TableCell>{CHANNEL_LABELS[c.channel] ?? c.channel}</TableCell>
                  <TableCell>{labelOf(ACCREDITATION_TYPE_OPTIONS, c.type, c.type)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          loading={busy === 'export'}
          onClick={() => run('export', () => downloadExport(userId))}
        >
          Exportar dados (JSON)
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<PersonOffOutlined />}
          onClick={() => setConfirming(true)}
        >
          Anonimizar
        </Button>
      </CardActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Anonimizar dados pessoais?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Nome, documentos, contatos e endereço desta pessoa serão apagados e a conta desativada. Check-ins,
            consumos, leads e registros financeiros continuam contados. Esta ação não pode ser desfeita.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancelar</Button>
          <Button
            color="error"
            variant="contained"
            loading={busy === 'anonymise'}
            onClick={() =>
              run('anonymise', async () => {
                await api('POST', `/user/${encodeURIComponent(userId)}/anonymise`);
                setConfirming(false);
                await client.invalidateQueries({ queryKey: ['user', userId] });
                await client.invalidateQueries({ queryKey: ['user-consents', userId] });
              })
            }
          >
            Anonimizar
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
