import {
  ATTENDEE_STATUS_OPTIONS,
  EVENT_TYPE_OPTIONS,
  type EventInput,
  eventInputSchema,
  formatDateTime,
  formatPhone,
  labelOf,
} from '@feira/shared';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  DataTable,
  type DataTableColumn,
  type DataTableHandle,
  DetailPage,
  FormDialog,
  RecordActions,
  statusColumn,
} from '../../shared/ui';
import { AddAttendeeDialog } from './AddAttendeeDialog';
import { type Attendee, getEvent } from './api';
import { EventFormFields } from './EventFormFields';
import { EventTabs } from './EventTabs';
import { capacityText, eventFormValues, kioskUnlistedText } from './eventText';
import { ImportChecksButton } from './ImportChecksButton';

const attendeeColumns: DataTableColumn<Attendee>[] = [
  { field: 'user.fullName', header: 'Nome', sortable: false, minWidth: 200, cardSlot: 'title' },
  { field: 'user.email', header: 'E-mail', sortable: false, hideBelow: 'lg' },
  {
    field: 'user.phoneNumber',
    header: 'Telefone',
    sortable: false,
    hideBelow: 'xl',
    kind: 'code',
    text: (a) => formatPhone(a.user.phoneNumber),
  },
  { field: 'user.companyName', header: 'Empresa', sortable: false, hideBelow: 'xl' },
  statusColumn<Attendee>(ATTENDEE_STATUS_OPTIONS),
  {
    field: 'checkInDate',
    header: 'Check-in',
    kind: 'dateTime',
    value: (a) => a.checkIns[a.checkIns.length - 1]?.createdAt ?? null,
    text: (a) => (a.checkIns.length ? formatDateTime(a.checkIns[a.checkIns.length - 1]!.createdAt) : '-'),
    minWidth: 160,
  },
  {
    field: 'checkOuts',
    header: 'Check-out',
    sortable: false,
    kind: 'dateTime',
    value: (a) => a.checkOuts[a.checkOuts.length - 1]?.createdAt ?? null,
    text: (a) => (a.checkOuts.length ? formatDateTime(a.checkOuts[a.checkOuts.length - 1]!.createdAt) : '-'),
    minWidth: 160,
  },
];

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 130, flex: '1 1 140px' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 130px' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" data-testid={testId} sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The page's buttons: the kiosk links for everyone who may open the page, editing for the admin. */
function EventActions({
  admin,
  onEdit,
  children,
}: {
  admin: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  if (admin) return <RecordActions onEdit={onEdit}>{children}</RecordActions>;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

/** /event/{id}: the event, its counters, the kiosk links and the "Participantes" table. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['event', id], queryFn: () => getEvent(id), retry: false });
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState(false);
  // a receptionist opens the page for the gates (devices and the live board): no editing, no attendee list
  const admin = useSession().role === 'Admin';
  const e = query.data;
  const refresh = () => {
    void query.refetch();
    void table.current?.reload();
  };
  return (
    <DetailPage
      title="Evento"
      actions={
        e ? (
          <EventActions admin={admin} onEdit={() => setEditing(true)}>
            <Button
              variant="outlined"
              startIcon={<LoginIcon />}
              href={`/Check/in/${e._id}`}
              target="_blank"
              rel="noopener"
            >
              Página de check-in
            </Button>
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              href={`/Check/out/${e._id}`}
              target="_blank"
              rel="noopener"
            >
              Página de check-out
            </Button>
          </EventActions>
        ) : null
      }
      loading={query.isLoading}
      failed={query.isError}
      notFound="Evento não encontrado."
    >
      {e ? (
        <>
          <Card variant="outlined">
            {e.banner ? (
              <Box
                component="img"
                src={e.banner}
                alt=""
                sx={{ width: '100%', maxHeight: 260, objectFit: 'cover', display: 'block' }}
              />
            ) : null}
            <CardContent>
              <Typography
                variant="h5"
                component="h2"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}
              >
                {e.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
                {e.description || 'Não informado'}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <Info label="Tipo" value={labelOf(EVENT_TYPE_OPTIONS, e.type, 'Não definido')} />
                <Info label="Início" value={e.when ? formatDateTime(e.when) : 'Não definido'} />
                <Info label="Término" value={e.until ? formatDateTime(e.until) : 'Não definido'} />
                <Info label="Capacidade" value={capacityText(e.capacity)} />
                <Info label="Check-in abre" value={`${e.checkinOpensHoursBefore} h antes do início`} />
                <Info
                  label="Totem inscreve quem não está na lista"
                  value={kioskUnlistedText(e.kioskAddsUnlisted)}
                />
                <Info label="Vídeo" value={e.video || 'Não informado'} />
              </Stack>
            </CardContent>
          </Card>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Counter label="Participantes" value={e.attendees} testId="count-attendees" />
            <Counter label="Confirmados" value={e.confirmed} testId="count-confirmed" />
            <Counter label="Check-ins" value={e.checkIns} testId="count-checkins" />
            <Counter label="Check-outs" value={e.checkOuts} testId="count-checkouts" />
          </Stack>
          <EventTabs
            eventId={e._id}
            attendees={
              admin ? (
                <DataTable<Attendee>
                  ref={table}
                  title="Participantes"
                  endpoint="/event/attendee"
                  baseFilters={{ event: e._id }}
                  columns={attendeeColumns}
                  exportName={`Participantes ${e.title}`}
                  onRowClick={(a) => navigate(`/user/${a.user._id}`)}
                  toolbar={
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                      <AddAttendeeDialog eventId={e._id} onAdded={refresh} />
                      <ImportChecksButton eventId={e._id} type={1} date={e.when} onDone={refresh} />
                      <ImportChecksButton eventId={e._id} type={2} date={e.until} onDone={refresh} />
                    </Stack>
                  }
                />
              ) : null
            }
          />
        </>
      ) : null}
      {e && editing ? (
        <FormDialog<EventInput, unknown>
          open
          maxWidth="md"
          title="Editar Evento"
          schema={eventInputSchema as never}
          defaultValues={eventFormValues(e)}
          reloadList="/event"
          onClose={() => setEditing(false)}
          onSuccess={() => void query.refetch()}
          onSubmit={(values) => api('PUT', `/event/${e._id}`, { body: values })}
        >
          <EventFormFields />
        </FormDialog>
      ) : null}
    </DetailPage>
  );
}
