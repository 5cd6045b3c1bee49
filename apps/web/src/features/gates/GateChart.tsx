import type { GateBoard } from '@feira/shared';
import { Box, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

const PALETTE = ['#1d3fb8', '#0f8a5f', '#b8601d', '#8a1d9c', '#c62828', '#00838f', '#5d4037', '#455a64'];
const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** Checks recorded per 5 minutes over the last 2 hours, one stacked colour per gate. */
export function GateChart({ chart }: { chart: GateBoard['chart'] }) {
  const any = chart.series.some((s) => s.counts.some((n) => n > 0));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Registros por 5 minutos, por portão (últimas 2 horas)
      </Typography>
      <Box data-chart="gates" sx={{ width: '100%', height: 280 }}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: chart.bucketStarts.map(hhmm), tickLabelMinGap: 16 }]}
          // an idle gate still shows a 0..1 axis instead of a lone "0" tick
          yAxis={[{ tickMinStep: 1, width: 40, min: 0, max: any ? undefined : 1 }]}
          series={chart.series.map((s, i) => ({
            data: s.counts,
            label: s.name,
            stack: 'gates',
            color: PALETTE[i % PALETTE.length],
          }))}
          margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
        />
      </Box>
    </Paper>
  );
}
