import { ApprovalStatus, BUILDER_DOCUMENT_OPTIONS, type BuilderDocumentKey, UI_TEXT } from '@feira/shared';
import { Alert, Card, CardContent, Divider, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { api } from '../../shared/api/client';
import { ApprovalActions, ApprovalChip } from '../companies';
import type { BuilderDocumentValue, BuilderRecord } from './types';

function yesNoLabel(value: boolean | null | undefined): string {
  if (value === true) return UI_TEXT.yes;
  if (value === false) return UI_TEXT.no;
  return UI_TEXT.notInformed;
}

/** A document's status chip; a rejection's reason shows as its tooltip. */
export function DocumentStatus({ doc }: { doc: BuilderDocumentValue | null }) {
  if (!doc) return <Typography color="text.secondary">{UI_TEXT.notSent}</Typography>;
  const chip = <ApprovalChip status={doc.status} />;
  return doc.reason ? (
    <Tooltip title={doc.reason}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

/** The two answers and the six documents of a builder record, with the admin's approve / reject. */
export function BuilderDocumentsPanel({
  record,
  admin,
  onChanged,
}: {
  record: BuilderRecord;
  admin: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<BuilderDocumentKey | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (key: BuilderDocumentKey, status: number) => {
    let reason: string | undefined;
    if (status === ApprovalStatus.Rejected) {
      const answer = window.prompt(UI_TEXT.rejectReasonPrompt);
      if (!answer?.trim()) return;
      reason = answer.trim();
    }
    setBusy(key);
    setError(null);
    try {
      await api('PUT', `/company/builder/${record._id}/file/${key}/status/${status}`, {
        query: { reason },
      });
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" data-testid="builder-documents">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Documentos
        </Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2">
            Precisa de ponto de água e esgoto? <strong>{yesNoLabel(record.needWaterAndDrain)}</strong>
          </Typography>
          <Typography variant="body2">
            Precisa de energia trifásica adicional?{' '}
            <strong>{yesNoLabel(record.needAdditionalThreePhasePower)}</strong>
          </Typography>
        </Stack>
        <Divider />
        {BUILDER_DOCUMENT_OPTIONS.map(({ value: key, label }) => {
          const doc = record[key];
          return (
            <Fragment key={key}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ py: 1.25, alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ flex: 1, fontWeight: 500 }}>{label}</Typography>
                {doc && (
                  <Link href={doc.url} target="_blank" rel="noopener noreferrer">
                    Abrir arquivo
                  </Link>
                )}
                <DocumentStatus doc={doc} />
                {admin && doc && (
                  <Stack direction="row" spacing={1}>
                    <ApprovalActions
                      size="small"
                      status={doc.status}
                      busy={busy === key}
                      onDecide={(status) => void decide(key, status)}
                    />
                  </Stack>
                )}
              </Stack>
              <Divider />
            </Fragment>
          );
        })}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
