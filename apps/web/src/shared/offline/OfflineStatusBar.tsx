import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { Box, Stack } from '@mui/material';
import { useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './pairedSession';

export function useSessionState(session: SessionStore): SessionState {
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.state,
  );
}

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) : 'nunca';

/**
 * The small status line of every offline page (issue 38 §3): online or offline, scans waiting on the
 * device, the last sync time, and the device's name. role="status": read out when it changes.
 */
export function OfflineStatusBar({
  session,
  unit = ['leitura', 'leituras'],
}: {
  session: SessionStore;
  /** what waits, singular and plural ("captura", "capturas" on a lead phone) */
  unit?: [string, string];
}) {
  const s = useSessionState(session);
  const Icon = s.online ? CloudDoneOutlinedIcon : CloudOffOutlinedIcon;
  return (
    <Stack
      direction="row"
      role="status"
      data-testid="offline-status"
      data-online={s.online ? 'true' : 'false'}
      data-pending={s.pending}
      data-entries={s.entries}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        fontSize: 'clamp(0.9rem, 2.2vmin, 1.15rem)',
        bgcolor: s.online ? '#e8f5e9' : '#fff4e5',
        color: s.online ? 'success.dark' : 'warning.dark',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
        <Icon fontSize="small" />
        {s.online ? 'Online' : 'Sem rede'}
      </Stack>
      <Box component="span" data-testid="offline-pending">
        {s.pending === 1 ? `1 ${unit[0]} aguardando envio` : `${s.pending} ${unit[1]} aguardando envio`}
      </Box>
      <Box component="span">Última sincronização: {time(s.lastSyncAt)}</Box>
      <Box component="span" sx={{ ml: 'auto', color: 'text.secondary' }}>
        {session.device.name}
      </Box>
    </Stack>
  );
}
