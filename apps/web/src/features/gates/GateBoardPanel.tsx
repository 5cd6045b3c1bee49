import { CHECK_TYPE_OPTIONS, formatDateTime, GATE_MESSAGES, type GateBoard, labelOf } from '@feira/shared';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Alert, Box, Chip, CircularProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '../../shared/ui';
import { GateChart } from './GateChart';
import { GateDevices } from './GateDevices';
import { type GateBoardState, useGateBoard } from './useGateBoard';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

function StreamState({ state }: { state: GateBoardState }) {
  if (state === 'live') return <Chip color="success" size="small" label="Ao vivo" data-testid="gate-state" />;
  if (state === 'ended') return null;
  return (
    <Chip
      color="warning"
      size="small"
      role="status"
      data-testid="gate-state"
      icon={<CircularProgress size={12} color="inherit" />}
      label={state === 'connecting' ? 'Conectando…' : GATE_MESSAGES.reconnecting}
    />
  );
}

function Totals({ totals }: { totals: GateBoard['totals'] }) {
  const figures = [
    { key: 'online', label: 'Dispositivos online', value: `${totals.online} de ${totals.devices}` },
    { key: 'pending', label: 'Leituras aguardando envio', value: totals.pendingScans },
    { key: 'checkins', label: 'Entradas registradas', value: totals.checkIns },
    { key: 'checkouts', label: 'Saídas registradas', value: totals.checkOuts },
    { key: 'repeats', label: 'Repetidas', value: totals.repeats },
    { key: 'unknown', label: 'Não encontrados', value: totals.unknown },
    { key: 'inside', label: 'Participantes com check-in', value: totals.attendeesIn },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
      }}
    >
      {figures.map((f) => (
        <Paper key={f.key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {f.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`gate-total-${f.key}`}>
            {typeof f.value === 'number' ? f.value.toLocaleString('pt-BR') : f.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Repeats({ repeats }: { repeats: GateBoard['repeats'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Leituras repetidas
      </Typography>
      {repeats.length ? (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {repeats.map((r) => (
            <Box component="li" key={r._id} data-testid="gate-repeat" sx={{ overflowWrap: 'anywhere' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {r.name}
              </Typography>
              <Typography component="span" color="text.secondary">
                {` — ${r.deviceName} às ${timeOf(r.at)}`}
                {r.standingDeviceName && r.standingAt
                  ? `; vale a leitura de ${r.standingDeviceName} às ${timeOf(r.standingAt)}`
                  : '; já registrado antes'}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Nenhuma leitura repetida.</Typography>
      )}
    </Paper>
  );
}

/**
 * The "Portões" tab of the event page (issue 38 §5): every paired gate of the event live, the totals,
 * check-ins per 5 minutes by gate, repeats and clock warnings. Updated by the tab's one live stream
 * (useGateBoard); while the stream is down it says "Reconectando", keeps the last figures on screen and
 * polls the board until the stream is back.
 */
export function GateBoardPanel({ eventId }: { eventId: string }) {
  const { board, state } = useGateBoard(eventId);
  // the event page's own counters (the ['event', id] query above the tabs) follow the board's changes
  const queryClient = useQueryClient();
  const figures = board ? `${board.totals.attendeesIn}/${board.totals.checkOuts}` : null;
  useEffect(() => {
    if (figures !== null) void queryClient.invalidateQueries({ queryKey: ['event', eventId] });
  }, [figures, eventId, queryClient]);
  const skewed = board?.devices.filter((d) => d.clockWarning) ?? [];
  return (
    <Stack sx={{ gap: 2 }} component="section" aria-label="Portões">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Portões
        </Typography>
        <StreamState state={state} />
        {board ? (
          <Typography variant="caption" color="text.secondary">
            Atualizado às {formatDateTime(board.at).slice(-8)}
          </Typography>
        ) : null}
      </Stack>
      {state === 'ended' ? <Alert severity="warning">{GATE_MESSAGES.sessionEnded}</Alert> : null}
      {!board ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <>
          <Totals totals={board.totals} />
          {skewed.length ? (
            <Alert severity="warning" icon={<AccessTimeIcon />} data-testid="gate-clock-warning">
              Relógio com mais de 5 minutos de diferença: {skewed.map((d) => d.name).join(', ')}. Acerte a
              data e a hora do aparelho.
            </Alert>
          ) : null}
          {board.devices.length ? (
            <>
              <GateDevices devices={board.devices} directionLabel={(d) => labelOf(CHECK_TYPE_OPTIONS, d)} />
              <GateChart chart={board.chart} />
            </>
          ) : (
            <EmptyState message={GATE_MESSAGES.noDevices} />
          )}
          <Repeats repeats={board.repeats} />
        </>
      )}
    </Stack>
  );
}
