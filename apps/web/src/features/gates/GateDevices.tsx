import { formatDateTime, type GateDevice } from '@feira/shared';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One card per gate: online or not (last heartbeat), its queue, its pace and its last upload. */
export function GateDevices({
  devices,
  directionLabel,
}: {
  devices: GateDevice[];
  directionLabel: (direction: number) => string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {devices.map((d) => (
        <Paper key={d._id} variant="outlined" sx={{ p: 1.5 }} data-testid="gate-device" data-name={d.name}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: '1 1 auto' }}>
              {d.name}
            </Typography>
            <Chip size="small" variant="outlined" label={directionLabel(d.direction)} />
            <Chip
              size="small"
              color={d.revoked ? 'default' : d.online ? 'success' : 'error'}
              label={d.revoked ? 'Revogado' : d.online ? 'Online' : 'Offline'}
              data-testid="gate-device-online"
            />
          </Stack>
          <Line label="Por minuto" value={String(d.checkInsLastMinute)} testId="gate-device-per-minute" />
          <Line label="Aguardando envio" value={String(d.pendingScans)} testId="gate-device-pending" />
          <Line label="Última sincronização" value={d.lastSyncAt ? formatDateTime(d.lastSyncAt) : 'Nunca'} />
          <Line label="Último sinal" value={d.lastSeenAt ? formatDateTime(d.lastSeenAt) : 'Nunca'} />
          {d.clockWarning ? (
            <Chip
              size="small"
              color="warning"
              icon={<AccessTimeIcon />}
              label="Relógio fora do horário"
              sx={{ mt: 1 }}
            />
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
