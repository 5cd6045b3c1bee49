import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../shared/api/client';
import { LoadingState } from '../../shared/ui';
import { formatKva, type StandConsumptionRow } from './types';

const SHOWN = 5;

/** The exhibitor's stand load: `GET /consumption?filters[company]=<id>` (total over every line). */
function useStandConsumptionSummary(companyId: string) {
  return useQuery({
    queryKey: ['consumption-summary', companyId],
    queryFn: async () => {
      const env = await api<StandConsumptionRow[]>('GET', '/consumption', {
        query: { 'filters[company]': companyId, take: String(SHOWN), skip: '0' },
      });
      return {
        rows: env.model ?? [],
        count: Number(env.params.count ?? 0),
        total: Number(env.params.totalConsumption ?? 0),
      };
    },
  });
}

/**
 * "Consumo do estande" on the exhibitor's details (the spec's further section): the stand's total kVA,
 * its first products and a link to /builder/consumption.
 */
export function StandConsumptionSummaryCard({ companyId }: { companyId: string }) {
  const query = useStandConsumptionSummary(companyId);
  const data = query.data;
  return (
    <Card variant="outlined" data-testid="consumption-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Consumo do estande
        </Typography>
        {query.isPending ? (
          <LoadingState variant="skeleton" />
        ) : query.isError || !data ? (
          <Typography color="error">{query.error?.message}</Typography>
        ) : (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <BoltIcon color="warning" />
              <Box>
                <Typography variant="caption" color="text.secondary">
                  Consumo total (kVA)
                </Typography>
                <Typography variant="h6" data-testid="company-stand-total">
                  {formatKva(data.total)}
                </Typography>
              </Box>
            </Stack>
            {data.count === 0 ? (
              <Typography color="text.secondary">Nenhum produto cadastrado</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.rows.map((r) => (
                  <Typography component="li" variant="body2" key={r._id}>
                    {r.productName} × {r.quantity}: {formatKva(r.totalConsumption)}
                  </Typography>
                ))}
                {data.count > data.rows.length && (
                  <Typography component="li" variant="body2" color="text.secondary">
                    e mais {data.count - data.rows.length}
                  </Typography>
                )}
              </Box>
            )}
            <Box>
              <Button component={RouterLink} to="/builder/consumption" size="small" startIcon={<BoltIcon />}>
                Ver consumo do estande
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
