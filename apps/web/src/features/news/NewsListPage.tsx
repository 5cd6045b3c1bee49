import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  RowAction,
} from '../../shared/ui';
import type { News } from './api';

const columns: DataTableColumn<News>[] = [
  createdAtColumn<News>(),
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 240, cardSlot: 'title' },
];

/** /news: the news list; a row opens /news/{id}. */
export function NewsListPage() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<News | null>(null);
  return (
    <>
      <DataTable<News>
        title="Notícias"
        endpoint="/news"
        columns={columns}
        onRowClick={(n) => navigate(`/news/${n._id}`)}
        toolbar={
          <Button component={RouterLink} to="/news/new" variant="contained" startIcon={<AddIcon />}>
            Adicionar
          </Button>
        }
        rowActions={(n) => (
          <RowAction
            label="Excluir"
            color="error"
            icon={<DeleteOutlineIcon fontSize="small" />}
            onClick={() => setDeleting(n)}
          />
        )}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        title="Excluir Notícia"
        itemName={deleting?.title}
        onClose={() => setDeleting(null)}
        onConfirm={() => api('DELETE', `/news/${deleting?._id}`)}
        reloadList="/news"
      />
    </>
  );
}
