import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/session';
import { type CaptureResult, captureLead } from './api';

/**
 * "Salvar como lead" on the contact card (/Contact/Share/{code}): shown to a signed-in manager or
 * user of an exhibitor; saves the visitor as a lead of their company.
 */
export function SaveAsLeadButton({ code }: { code: string }) {
  const { role } = useSession();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CaptureResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (role !== 'Manager' && role !== 'User') return null;
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await captureLead({ code }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {!result && (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<PersonAddAlt1Rounded />}
          loading={busy}
          onClick={save}
        >
          Salvar como lead
        </Button>
      )}
      {result && (
        <Alert severity={result.kind === 'created' ? 'success' : 'info'}>
          {result.kind === 'created' ? 'Lead salvo!' : 'Este visitante já é um lead da sua empresa.'}{' '}
          <Link component={RouterLink} to={`/lead/${result.lead._id}`}>
            Ver lead
          </Link>
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
