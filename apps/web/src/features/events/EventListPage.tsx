import { EVENT_TYPE_OPTIONS, type EventInput, eventInputSchema, formatDateTime } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  enumColumn,
  FormDialog,
  useRowDelete,
} from '../../shared/ui';
import type { EventRow } from './api';
import { EventFormFields } from './EventFormFields';
import { capacityText, eventFormValues } from './eventText';

const columns: DataTableColumn<EventRow>[] = [
  createdAtColumn<EventRow>({ hideBelow: 'md' }),
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 220, cardSlot: 'title' },
  enumColumn<EventRow>('type', 'Tipo', EVENT_TYPE_OPTIONS),
  {
    field: 'when',
    header: 'Início',
    kind: 'dateTime',
    text: (e) => (e.when ? formatDateTime(e.when) : 'Não definido'),
    minWidth: 160,
  },
  {
    field: 'capacity',
    header: 'Capacidade',
    // 0 is "Ilimitado": written as that text, a real capacity as a number
    kind: 'number',
    value: (e) => e.capacity || null,
    text: (e) => capacityText(e.capacity),
    sortable: false,
    hideBelow: 'lg',
  },
];

/** /event "Eventos": edit (dialog), delete with "Deseja Realmente Excluir:", row click opens the detail. */
export function EventListPage() {
  const navigate = useNavigate();
  // a receptionist lists events to reach their gates (issue 38 §5); creating and editing are the admin's
  const admin = useSession().role === 'Admin';
  const del = useRowDelete<EventRow>({
    title: 'Excluir Evento',
    itemName: (row) => row.title,
    onConfirm: (row) => api('DELETE', `/event/${row._id}`),
    reloadList: '/event',
  });
  const [editing, setEditing] = useState<EventRow | null>(null);
  return (
    <>
      <DataTable<EventRow>
        title="Eventos"
        endpoint="/event"
        columns={columns}
        onRowClick={(e) => navigate(`/event/${e._id}`)}
        toolbar={
          admin ? (
            <Button component={RouterLink} to="/event/new" variant="contained" startIcon={<AddIcon />}>
              Cadastrar
            </Button>
          ) : undefined
        }
        rowActions={
          admin
            ? (e) => (
                <>
                  <EditRowAction onClick={() => setEditing(e)} />
                  {del.action(e)}
                </>
              )
            : undefined
        }
      />
      {editing ? (
        <FormDialog<EventInput, unknown>
          open
          maxWidth="md"
          title="Editar Evento"
          schema={eventInputSchema as never}
          defaultValues={eventFormValues(editing)}
          reloadList="/event"
          onClose={() => setEditing(null)}
          onSubmit={(values) => api('PUT', `/event/${editing._id}`, { body: values })}
        >
          <EventFormFields />
        </FormDialog>
      ) : null}
      {del.dialog}
    </>
  );
}
