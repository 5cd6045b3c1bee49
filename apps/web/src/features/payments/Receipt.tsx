import { formatDateTime, formatMoney, labelOf, PAYMENT_METHOD_OPTIONS } from '@feira/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { type PayPage, receiptUrl } from './api';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** "Comprovante de pagamento": printable, and downloadable as the server's PDF. */
export function Receipt({ page }: { page: PayPage }) {
  return (
    <Stack spacing={2} data-testid="receipt">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          Pagamento confirmado
        </Typography>
        <Typography variant="overline" color="text.secondary">
          Comprovante de pagamento
        </Typography>
      </Stack>
      <Divider />
      <Stack spacing={1}>
        <Line label="Valor pago" value={formatMoney(page.paidAmount ?? page.value)} />
        <Line label="Recebedor" value={page.receiver} />
        {page.payer ? <Line label="Pagador" value={page.payer} /> : null}
        <Line label="Descrição" value={page.description || '-'} />
        <Line label="Data do pagamento" value={formatDateTime(page.paidAt)} />
        <Line label="Forma de pagamento" value={labelOf(PAYMENT_METHOD_OPTIONS, page.paymentMethod, 'Pix')} />
        <Line label="Transação" value={page._id} />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ flex: 1 }}>
          Imprimir
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={receiptUrl(page._id)}
          download="Comprovante de pagamento.pdf"
          sx={{ flex: 1 }}
        >
          Baixar PDF
        </Button>
      </Box>
    </Stack>
  );
}
