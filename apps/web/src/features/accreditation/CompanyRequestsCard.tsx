import { ACCREDITATION_MESSAGES, formatDateTime, labelOf, PROFESSION_OPTIONS } from '@feira/shared';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReloadList } from '../../shared/ui';
import { type CompanyRequestRow, decideCompanyRequest, getCompanyRequests } from './api';

const QUERY_KEY = ['company-requests'] as const;

/**
 * "Solicitações de vínculo" (issue 37 item 1): people who asked, through the public accreditation, to
 * join a company. A manager sees their own company's (the server limits them), an admin every
 * company's; each one is approved or refused here. Nothing is shown when there is nothing pending.
 */
export function CompanyRequestsCard({ showCompany }: { showCompany: boolean }) {
  const client = useQueryClient();
  const reloadList = useReloadList();
  const requests = useQuery({ queryKey: QUERY_KEY, queryFn: getCompanyRequests });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const decide = async (row: CompanyRequestRow, decision: 'approve' | 'reject') => {
    setBusy(row._id);
    setNotice(null);
    try {
      await decideCompanyRequest(row._id, decision);
      const done = decision === 'approve' ? ACCREDITATION_MESSAGES.approved : ACCREDITATION_MESSAGES.rejected;
      setNotice({ ok: true, text: `${done}: ${row.fullName}` });
    } catch (err) {
      setNotice({ ok: false, text: err instanceof Error ? err.message : 'Falha na operação' });
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      // an approved person now belongs to the company: the users table shows them
      await reloadList('/user');
    }
  };

  const rows = requests.data ?? [];
  if (rows.length === 0 && !notice) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="company-requests">
      <CardHeader
        title={ACCREDITATION_MESSAGES.companyRequestsTitle}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } } }}
        sx={{ pb: 1 }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2 } }}>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1.5 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {ACCREDITATION_MESSAGES.companyRequestsEmpty}
          </Typography>
        ) : (
          <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1.5}>
            {rows.map((row) => (
              <Box
                key={row._id}
                data-testid="company-request"
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'stretch', sm: 'center' },
                  gap: 1.5,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {row.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[
                      row.email,
                      row.profession ? labelOf(PROFESSION_OPTIONS, row.profession, row.profession) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {showCompany ? `${row.companyName} · ` : ''}
                    {formatDateTime(row.requestedAt)}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={ACCREDITATION_MESSAGES.pendingCompany}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                />
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button
                    variant="contained"
                    size="small"
                    loading={busy === row._id}
                    disabled={busy !== null}
                    onClick={() => decide(row, 'approve')}
                    sx={{ flex: { xs: 1, sm: 'none' } }}
                  >
                    {ACCREDITATION_MESSAGES.approve}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    size="small"
                    disabled={busy !== null}
                    onClick={() => decide(row, 'reject')}
                    sx={{ flex: { xs: 1, sm: 'none' } }}
                  >
                    {ACCREDITATION_MESSAGES.reject}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
