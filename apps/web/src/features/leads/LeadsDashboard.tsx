import { type LeadDashboard, LIVE_STREAM_EVENTS } from '@feira/shared';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../shared/api/session';
import { useLiveEvent } from '../live';
import { getDashboard } from './api';

type Figure = { label: string; value: number | null };

function figuresFor(d: LeadDashboard, admin: boolean): Figure[] {
  return admin
    ? [
        { label: 'Check-ins hoje', value: d.todayCheckIns },
        { label: 'Check-ins ontem', value: d.yesterdayCheckIns },
        { label: 'Check-ins nos últimos 7 dias', value: d.lastSevenDaysCheckIns },
        { label: 'Total de check-ins', value: d.totalCheckIns },
        { label: 'Usuários', value: d.totalUsers },
        { label: 'Expositores', value: d.totalCompanies },
      ]
    : [
        { label: 'Leads hoje', value: d.today },
        { label: 'Leads nos últimos 7 dias', value: d.lastSevenDays },
        { label: 'Leads nos últimos 30 dias', value: d.lastThirtyDays },
        { label: 'Total de leads', value: d.total },
      ];
}

const DASHBOARD_KEY = ['lead-dashboard'] as const;

/** "2026-03-09" -> "09/03" for the chart's axis. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The dashboard of / (spec part 2 §2.2): the admin sees check-ins, users and exhibitors; a manager or
 * user their company's leads; under the numbers, the last 30 days per day.
 */
export function LeadsDashboard() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const query = useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal) });
  // the counters, pushed by the tab's live stream whenever they change (a lead captured on any process)
  const qc = useQueryClient();
  useLiveEvent<LeadDashboard>(LIVE_STREAM_EVENTS.dashboard, (d) => qc.setQueryData(DASHBOARD_KEY, d), {
    dashboard: true,
  });
  if (query.isError) return <Alert severity="error">{(query.error as Error).message}</Alert>;
  const d = query.data;
  const figures = d ? figuresFor(d, admin) : [];
  return (
    <Box aria-label="Indicadores" component="section">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, 1fr)',
            md: `repeat(${admin ? 3 : 4}, 1fr)`,
            lg: `repeat(${admin ? 6 : 4}, 1fr)`,
          },
        }}
      >
        {(d ? figures : Array.from({ length: admin ? 6 : 4 }, () => null)).map((f, i) => (
          <Paper key={f?.label ?? i} variant="outlined" sx={{ p: 2 }} data-figure={f?.label}>
            {f ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {(f.value ?? 0).toLocaleString('pt-BR')}
                </Typography>
              </>
            ) : (
              <Skeleton height={64} />
            )}
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {admin ? 'Check-ins por dia (últimos 30 dias)' : 'Leads por dia (últimos 30 dias)'}
        </Typography>
        {d ? (
          <Box data-chart="dashboard" sx={{ width: '100%', height: 280 }}>
            <BarChart
              height={280}
              xAxis={[
                { scaleType: 'band', data: d.series.map((s) => dayLabel(s.date)), tickLabelMinGap: 12 },
              ]}
              // an empty month still shows a 0..1 axis instead of a lone "0.0…" tick
              yAxis={[
                { tickMinStep: 1, width: 40, min: 0, max: d.series.some((s) => s.count > 0) ? undefined : 1 },
              ]}
              series={[
                {
                  data: d.series.map((s) => s.count),
                  label: admin ? 'Check-ins' : 'Leads',
                  color: '#1d3fb8',
                },
              ]}
              hideLegend
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            />
          </Box>
        ) : (
          <Skeleton variant="rectangular" height={280} />
        )}
      </Paper>
    </Box>
  );
}
