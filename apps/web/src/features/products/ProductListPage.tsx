import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  useReloadList,
  useRowDelete,
} from '../../shared/ui';
import type { Product } from './api';
import { ImportProductsButton } from './ImportProductsDialog';
import { costPriceText } from './ProductDetailPage';

const columns: DataTableColumn<Product>[] = [
  createdAtColumn<Product>(),
  { field: 'code', header: 'Código', filter: { kind: 'text' }, minWidth: 110, kind: 'code' },
  { field: 'name', header: 'Nome', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
  {
    field: 'costPrice',
    header: 'Preço de custo',
    align: 'right',
    minWidth: 130,
    kind: 'money',
    text: (p) => costPriceText(p.costPrice),
  },
  { field: 'modelProduct', header: 'Modelo', sortable: false, minWidth: 130, hideBelow: 'lg' },
  { field: 'manufacturer', header: 'Fabricante', sortable: false, filter: { kind: 'text' }, minWidth: 150 },
];

/** /product "Produtos": the catalogue, with add, the spreadsheet import ("Importar"), edit and delete. */
export function ProductListPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const del = useRowDelete<Product>({
    title: 'Excluir Política',
    itemName: (p) => p.name,
    onConfirm: (p) => api('DELETE', `/product/${p._id}`),
    reloadList: '/product',
  });
  return (
    <>
      <DataTable<Product>
        title="Produtos"
        endpoint="/product"
        columns={columns}
        onRowClick={(p) => navigate(`/product/${p._id}`)}
        toolbar={
          <>
            <ImportProductsButton onDone={() => void reload('/product')} />
            <Button component={RouterLink} to="/product/new" variant="contained" startIcon={<AddIcon />}>
              Adicionar
            </Button>
          </>
        }
        rowActions={(p) => (
          <>
            <EditRowAction onClick={() => navigate(`/product/${p._id}?edit=1`)} />
            {del.action(p)}
          </>
        )}
      />
      {del.dialog}
    </>
  );
}
