import { ApprovalStatus, SCREEN_MESSAGES, UI_TEXT } from '@feira/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { UploadField } from '../../shared/ui';
import { ApprovalActions, ApprovalChip } from './ApprovalActions';
import type { Company } from './types';

export interface ResponsibilityTermCardProps {
  company: Company;
  /** Admin decides (approve / reject) and opens the term; others upload it. */
  admin: boolean;
  /** May upload the signed term (the exhibitor's own staff). */
  canUpload: boolean;
  onChanged: () => void;
}

/** The responsibility term: "Termo enviado" + status / "Termo não enviado", upload, and the admin decision. */
export function ResponsibilityTermCard({
  company,
  admin,
  canUpload,
  onChanged,
}: ResponsibilityTermCardProps) {
  const term = company.responsibilityFile?.url ? company.responsibilityFile : null;
  const status = term ? (term.status ?? ApprovalStatus.Pending) : null;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await call();
      if (success) setMessage({ ok: true, text: success });
      onChanged();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  const upload = (url: string | null) => {
    if (!url) return;
    void run(
      () => api('PUT', `/company/${company._id}/responsibility`, { body: { url } }),
      SCREEN_MESSAGES.termSent,
    );
  };
  const decide = (next: number) =>
    run(() => api('PUT', `/company/${company._id}/responsibility/status/${next}`));

  return (
    <Card variant="outlined" data-testid="responsibility-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Termo de responsabilidade
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography>{term ? UI_TEXT.termSent : UI_TEXT.termNotSent}</Typography>
          {term && <ApprovalChip status={status} />}
        </Stack>
        {admin && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            {term ? (
              <Button
                component="a"
                href={term.url ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<OpenInNewIcon />}
              >
                {UI_TEXT.openTerm}
              </Button>
            ) : (
              <Typography color="text.secondary">{UI_TEXT.notSent}</Typography>
            )}
            {term && status !== null && (
              <ApprovalActions status={status} busy={busy} onDecide={(next) => void decide(next)} />
            )}
          </Stack>
        )}
        {canUpload && !admin && (
          <UploadField
            label="Termo assinado (PDF)"
            accept="pdf"
            tenant="company"
            value={term?.url ?? null}
            onChange={upload}
            disabled={busy}
            buttonLabel={term ? 'Enviar novo termo' : 'Enviar termo'}
          />
        )}
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 2 }} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
