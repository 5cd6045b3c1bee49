import { VIDEO_STATUS_OPTIONS, type VideoFormInput, videoFormSchema } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { api } from '../../shared/api/client';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  enumColumn,
  FormDialog,
  useRowDelete,
} from '../../shared/ui';
import { videoPublicationText } from '../../shared/ui/form/AudienceFields';
import type { Video } from './api';
import type { VideoNotice } from './VideoFormPage';
import { VideoFormFields } from './videoForm';

const columns: DataTableColumn<Video>[] = [
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
  {
    field: 'link',
    header: 'Link',
    sortable: false,
    minWidth: 200,
    cardSlot: 'wide',
    render: (v) => (
      <Link
        href={v.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {v.link}
      </Link>
    ),
  },
  enumColumn<Video>('status', 'Status', VIDEO_STATUS_OPTIONS, { minWidth: 120 }),
  { field: 'published', header: 'Novidades', text: videoPublicationText, sortable: false, minWidth: 180 },
  createdAtColumn<Video>(),
];

/** /courses "Vídeos": title, link, category label, creation date; edit and delete. */
export function VideoListPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: VideoNotice } | null)?.notice;
  const [editing, setEditing] = useState<Video | null>(null);
  const del = useRowDelete<Video>({
    title: 'Excluir Vídeo',
    itemName: (row) => row.title,
    onConfirm: (row) => api('DELETE', `/video/${row._id}`),
    reloadList: '/video',
  });
  return (
    <Stack spacing={2}>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <DataTable<Video>
        title="Vídeos"
        endpoint="/video"
        columns={columns}
        toolbar={
          <Button component={RouterLink} to="/courses/create" variant="contained" startIcon={<AddIcon />}>
            Adicionar Vídeos
          </Button>
        }
        rowActions={(v) => (
          <>
            <EditRowAction onClick={() => setEditing(v)} />
            {del.action(v)}
          </>
        )}
      />
      {editing ? (
        <FormDialog<VideoFormInput, unknown>
          open
          title="Editar Vídeo"
          schema={videoFormSchema as never}
          defaultValues={{
            title: editing.title,
            link: editing.link,
            description: editing.description,
            status: editing.status,
            published: editing.published,
            audience: editing.audience,
          }}
          reloadList="/video"
          onClose={() => setEditing(null)}
          onSubmit={(values) => api('PUT', `/video/${editing._id}`, { body: values })}
        >
          <VideoFormFields />
        </FormDialog>
      ) : null}
      {del.dialog}
    </Stack>
  );
}
