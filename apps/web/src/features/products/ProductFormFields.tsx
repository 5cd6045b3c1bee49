import { DEFAULT_PRICE_POLICY } from '@feira/shared';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormCheckbox, FormMoneyField, FormSelect, FormTextField } from '../../shared/ui';
import { type CategoryOption, listPricePolicies } from './api';
import { CategoryPicker } from './CategoryPicker';
import type { ProductValues } from './productForm';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * The product fields (spec part 2 §3 Product): code, name, cost price and category marked required;
 * the price policy defaults to "Padrão".
 */
export function ProductFormFields({
  category,
  onAddCategory,
}: {
  category: CategoryOption | null;
  onAddCategory?: () => void;
}) {
  const policies = useQuery({ queryKey: ['price-policies'], queryFn: listPricePolicies });
  const text = (name: keyof ProductValues, label: string) => (
    <FormTextField<ProductValues> name={name} label={label} />
  );
  return (
    <Box sx={grid}>
      <FormTextField<ProductValues> name="code" label="Código" required autoFocus />
      <FormTextField<ProductValues> name="name" label="Nome" required />
      <FormMoneyField<ProductValues> name="costPrice" label="Preço de custo" required />
      <CategoryPicker<ProductValues> name="category" initial={category} onAddNew={onAddCategory} />
      <FormSelect<ProductValues>
        name="pricePolicy"
        label="Política de preço"
        emptyLabel={DEFAULT_PRICE_POLICY}
        options={(policies.data ?? []).filter((p) => p.label !== DEFAULT_PRICE_POLICY)}
        // the empty choice is the default policy: show its name, not a blank field
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      {text('modelProduct', 'Modelo')}
      {text('brand', 'Marca')}
      {text('manufacturer', 'Fabricante')}
      {text('origin', 'Origem')}
      {text('inmetroNumber', 'Nº Inmetro')}
      {text('customsCode', 'Cód. alfandegário')}
      {text('utility', 'Utilidade')}
      {text('size', 'Medida')}
      {text('canvas', 'Lonas')}
      {text('indice', 'Índice')}
      {text('specification', 'Especificação')}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField<ProductValues> name="description" label="Descrição" multiline minRows={2} />
      </Box>
      <FormCheckbox<ProductValues> name="imported" label="Importado" />
    </Box>
  );
}
