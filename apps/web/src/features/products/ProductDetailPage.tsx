import { CATALOGUE_MESSAGES, formatDate, formatMoney, productFormSchema } from '@feira/shared';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import { FormDialog, LoadingState, PageHeader } from '../../shared/ui';
import { DetailFields } from '../budgets';
import { getProduct } from './api';
import { ProductFormFields } from './ProductFormFields';
import { categoryOf, type ProductValues, productValues } from './productForm';

/** Cost price in BRL, or "Não definido" when none was given (0). */
export const costPriceText = (cents: number | null | undefined) =>
  cents ? formatMoney(cents) : CATALOGUE_MESSAGES.priceNotDefined;

/** /product/{id} "Detalhes do Produto" and its "Editar Produto" dialog (opened by ?edit=1 too). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(params.get('edit') === '1');
  const query = useQuery({ queryKey: ['product', id], queryFn: () => getProduct(id), retry: false });
  const p = query.data;
  const close = () => {
    setEditing(false);
    if (params.has('edit')) setParams({}, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Detalhes do Produto"
        actions={
          p ? (
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Editar
            </Button>
          ) : null
        }
      />
      {query.isLoading ? <LoadingState /> : null}
      {query.isError ? <Alert severity="error">Produto não encontrado.</Alert> : null}
      {p ? (
        <Card variant="outlined">
          <CardContent>
            <DetailFields
              fields={[
                { label: 'Data de criação', value: formatDate(p.createdAt) },
                { label: 'Código', value: p.code },
                { label: 'Nome', value: p.name },
                { label: 'Preço de custo', value: costPriceText(p.costPrice) },
                { label: 'Categoria', value: p.category?.name },
                { label: 'Política de preço', value: p.pricePolicy?.name },
                { label: 'Modelo', value: p.modelProduct },
                { label: 'Marca', value: p.brand },
                { label: 'Fabricante', value: p.manufacturer },
                { label: 'Origem', value: p.origin },
                { label: 'Nº Inmetro', value: p.inmetroNumber },
                { label: 'Importado', value: p.imported ? 'Sim' : 'Não' },
                { label: 'Cód. alfandegário', value: p.customsCode },
                { label: 'Utilidade', value: p.utility },
                { label: 'Medida', value: p.size },
                { label: 'Lonas', value: p.canvas },
                { label: 'Especificação', value: p.specification },
                { label: 'Índice', value: p.indice },
                { label: 'Descrição', value: p.description },
              ]}
            />
          </CardContent>
        </Card>
      ) : null}
      {p && editing ? (
        <FormDialog<ProductValues, unknown>
          open
          maxWidth="lg"
          title="Editar Produto"
          schema={productFormSchema as never}
          defaultValues={productValues(p)}
          reloadList="/product"
          onClose={close}
          onSuccess={() => void query.refetch()}
          onSubmit={(values) => api('PUT', `/product/${p._id}`, { body: values })}
        >
          <ProductFormFields category={categoryOf(p)} />
        </FormDialog>
      ) : null}
    </Stack>
  );
}
