import { TransactionStatus } from '@feira/shared';
import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useLoad } from '../../shared/api/useLoad';
import { BrandLogo } from '../../shared/brand/BrandLogo';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import { LoadingState } from '../../shared/ui';
import { getPayPage, getPayStatus } from './api';

/*
 * The content (./PayContent: amounts, status, the Pix panel with its text box, the receipt with its
 * dates) is its own chunk, fetched together with the page's data, so the first download holds only this
 * frame and the loader (bench/bundle-size.mjs); the content is in memory before the data is shown.
 */
const loadPayContent = () => import('./PayContent');
const PayContent = lazyNamed(loadPayContent, 'PayContent');

async function loadPage(id: string) {
  // never rejected here: a chunk that failed is fetched again (and fails visibly) when rendered
  const [data] = await Promise.all([getPayPage(id), loadPayContent().catch(() => null)]);
  return data;
}

/** How often an open, unpaid page asks whether the payment arrived. */
const POLL_MS = 3000;

/**
 * /pay/{id} (public, phone first): who charges, what for, how much, the Pix QR code and "copia e
 * cola"; it asks for the status every few seconds and turns into the receipt once paid.
 */
export function PayPage() {
  const { id = '' } = useParams();
  const page = useLoad(id, () => loadPage(id));
  const pending = page.data?.status === TransactionStatus.Pending;
  const status = useLoad(id, () => getPayStatus(id), { enabled: pending, pollMs: POLL_MS });
  const changed = status.data && page.data && status.data.status !== page.data.status;
  const reloadPage = page.reload;
  useEffect(() => {
    if (changed) reloadPage();
  }, [changed, reloadPage]);

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
            {page.error ? <Alert severity="error">Pagamento não encontrado.</Alert> : null}
            {data ? (
              <Suspense fallback={<LoadingState />}>
                <PayContent data={data} />
              </Suspense>
            ) : null}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
