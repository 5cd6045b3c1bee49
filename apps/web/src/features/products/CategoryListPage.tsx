import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  useRowDelete,
} from '../../shared/ui';
import { deleteWithFieldMessage, type ProductCategory } from './api';

const columns: DataTableColumn<ProductCategory>[] = [
  createdAtColumn<ProductCategory>(),
  { field: 'name', header: 'Nome', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
];

/** /productCategory "Categorias de produto": edit, and delete ("Excluir categoria de produto"). */
export function CategoryListPage() {
  const navigate = useNavigate();
  const del = useRowDelete<ProductCategory>({
    title: 'Excluir categoria de produto',
    itemName: (row) => row.name,
    onConfirm: (row) => deleteWithFieldMessage(`/productCategory/${row._id}`),
    reloadList: '/productCategory',
  });
  return (
    <>
      <DataTable<ProductCategory>
        title="Categorias de produto"
        endpoint="/productCategory"
        columns={columns}
        toolbar={
          <Button
            component={RouterLink}
            to="/productCategory/new"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Adicionar
          </Button>
        }
        rowActions={(c) => (
          <>
            <EditRowAction onClick={() => navigate(`/productCategory/${c._id}/edit`)} />
            {del.action(c)}
          </>
        )}
      />
      {del.dialog}
    </>
  );
}
