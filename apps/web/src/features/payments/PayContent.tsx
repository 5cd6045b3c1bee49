import { formatMoney, TRANSACTION_STATUS_OPTIONS, TransactionStatus } from '@feira/shared';
import { Alert, Stack, Typography } from '@mui/material';
import { StatusChip } from '../../shared/ui';
import type { PayPage } from './api';
import { PixPanel } from './PixPanel';
import { Receipt } from './Receipt';

/**
 * The payment page's content once its data is in: who charges, what for, how much, the status, then
 * the Pix panel while pending or the receipt once paid. PayPage fetches this module together with the
 * data, so the page's first download holds only the frame and the loader (bench/bundle-size.mjs).
 */
export function PayContent({ data }: { data: PayPage }) {
  return (
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
      {data.status === TransactionStatus.Divergent ? (
        <Alert severity="warning">
          Recebemos {formatMoney(data.paidAmount ?? 0)}, um valor diferente do cobrado. O pagamento está em
          análise: fale com quem enviou a cobrança.
        </Alert>
      ) : null}
      {data.status === TransactionStatus.Canceled ? (
        <Alert severity="error">Este pagamento foi cancelado.</Alert>
      ) : null}
    </Stack>
  );
}
