import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  RowAction,
} from '../../shared/ui';
import { deleteWithFieldMessage, type ProductCategory } from './api';

const columns: DataTableColumn<ProductCategory>[] = [
  createdAtColumn<ProductCategory>(),
  { field: 'name', header: 'Nome', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
];

/** /productCategory "Categorias de produto": edit, and delete ("Excluir categoria de produto"). */
export function CategoryListPage() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ProductCategory | null>(null);
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
            <RowAction
              label="Editar"
              icon={<EditOutlinedIcon fontSize="small" />}
              onClick={() => navigate(`/productCategory/${c._id}/edit`)}
            />
            <RowAction
              label="Excluir"
              color="error"
              icon={<DeleteOutlineIcon fontSize="small" />}
              onClick={() => setDeleting(c)}
            />
          </>
        )}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        title="Excluir categoria de produto"
        itemName={deleting?.name}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleteWithFieldMessage(`/productCategory/${deleting?._id}`)}
        reloadList="/productCategory"
      />
    </>
  );
}
