import { formatMoney, TRANSACTION_STATUS_OPTIONS, TransactionStatus } from '@feira/shared';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { LoadingState, StatusChip } from '../../shared/ui';
import { getPayPage, getPayStatus } from './api';
import { PixPanel } from './PixPanel';
import { Receipt } from './Receipt';

/** How often an open, unpaid page asks whether the payment arrived. */
const POLL_MS = 3000;

/**
 * /pay/{id} (public, phone first): who charges, what for, how much, the Pix QR code and "copia e
 * cola"; it asks for the status every few seconds and turns into the receipt once paid.
 */
export function PayPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const page = useQuery({ queryKey: ['pay', id], queryFn: () => getPayPage(id), retry: false });
  const pending = page.data?.status === TransactionStatus.Pending;
  const status = useQuery({
    queryKey: ['pay-status', id],
    queryFn: () => getPayStatus(id),
    enabled: pending,
    refetchInterval: pending ? POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const changed = status.data && page.data && status.data.status !== page.data.status;
  useEffect(() => {
    if (changed) void client.invalidateQueries({ queryKey: ['pay', id] });
  }, [changed, client, id]);

  const data = page.data;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        justifyContent: 'center',
        p: { xs: 1.5, sm: 4 },
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1, displayPrint: 'none' }}>
          <BrandLogo />
        </Box>
        <Card variant="outlined">
          <CardContent>
            {page.isLoading ? <LoadingState /> : null}
            {page.isError ? <Alert severity="error">Pagamento não encontrado.</Alert> : null}
            {data ? (
              <Stack spacing={2.5}>
                <Stack spacing={0.5}>
                  <Typography variant="overline" color="text.secondary">
                    Cobrança de
                  </Typography>
                  <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }}>
                    {data.charger}
                  </Typography>
                  {data.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {data.description}
                    </Typography>
                  ) : null}
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="pay-value">
                    {formatMoney(data.value)}
                  </Typography>
                  <StatusChip options={TRANSACTION_STATUS_OPTIONS} value={data.status} />
                </Stack>
                {data.status === TransactionStatus.Pending && data.pix ? <PixPanel pix={data.pix} /> : null}
                {data.status === TransactionStatus.Pending && !data.pix ? (
                  <Alert severity="warning">
                    Pagamento por Pix indisponível no momento. Fale com quem enviou a cobrança.
                  </Alert>
                ) : null}
                {data.status === TransactionStatus.Pending ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ textAlign: 'center', displayPrint: 'none' }}
                    role="status"
                  >
                    Aguardando pagamento. Esta página se atualiza sozinha quando o pagamento for confirmado.
                  </Typography>
                ) : null}
                {data.status === TransactionStatus.Paid ? <Receipt page={data} /> : null}
                {data.status === TransactionStatus.Canceled ? (
                  <Alert severity="error">Este pagamento foi cancelado.</Alert>
                ) : null}
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
