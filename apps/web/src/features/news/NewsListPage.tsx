import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { createdAtColumn, DataTable, type DataTableColumn, useRowDelete } from '../../shared/ui';
import { publicationText } from '../../shared/ui/form/AudienceFields';
import type { News } from './api';

const columns: DataTableColumn<News>[] = [
  createdAtColumn<News>(),
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 240, cardSlot: 'title' },
  { field: 'published', header: 'Publicação', text: publicationText, sortable: false, minWidth: 200 },
];

/** /news: the news list; a row opens /news/{id}. */
export function NewsListPage() {
  const navigate = useNavigate();
  const del = useRowDelete<News>({
    title: 'Excluir Notícia',
    itemName: (row) => row.title,
    onConfirm: (row) => api('DELETE', `/news/${row._id}`),
    reloadList: '/news',
  });
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
        rowActions={del.action}
      />
      {del.dialog}
    </>
  );
}
