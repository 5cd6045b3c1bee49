import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EventDevices } from '../devices';
import { GateBoardPanel } from '../gates';

/**
 * The event page's tabs (issue 38): "Participantes" (the attendee table), "Dispositivos" (the gates'
 * paired tablets) and the gate board. The open tab is in the address (`?aba=dispositivos`), so a
 * reload or a shared link opens it again. Another tab is one more entry in `tabs` below.
 */
export function EventTabs({ eventId, attendees }: { eventId: string; attendees: ReactNode | null }) {
  const [params, setParams] = useSearchParams();
  const tabs: { key: string; label: string; render: () => ReactNode }[] = [
    // null for a receptionist: the attendee list and its import are the admin's
    ...(attendees ? [{ key: 'participantes', label: 'Participantes', render: () => attendees }] : []),
    { key: 'dispositivos', label: 'Dispositivos', render: () => <EventDevices eventId={eventId} /> },
    { key: 'portoes', label: 'Portões', render: () => <GateBoardPanel eventId={eventId} /> },
  ];
  const current = tabs.find((t) => t.key === params.get('aba')) ?? tabs[0]!;
  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_e, key: string) =>
          setParams(
            (p) => {
              p.set('aba', key);
              return p;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {current.render()}
    </Box>
  );
}
