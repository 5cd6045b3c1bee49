import { FIELD_MESSAGES, KVA_MIN, KVA_STEP, kvaField, quantityField, textField } from '@feira/shared';
import { Alert, Box, Grid, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import {
  applyServerErrors,
  FormActions,
  FormSelect,
  FormTextField,
  fieldPaths,
  PageHeader,
  useReloadList,
} from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import type { ConsumptionItem } from './types';

/** The "add new" choice of the product selector. */
const NEW_PRODUCT = '__new__';

const schema = z
  .object({
    product: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required),
    quantity: quantityField(),
    item: z.object({
      name: textField({ required: false, max: 120 }),
      consumption: z.union([z.string(), z.number()]).nullish(),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.product !== NEW_PRODUCT) return;
    if (!v.item.name)
      ctx.addIssue({ code: 'custom', path: ['item', 'name'], message: FIELD_MESSAGES.required });
    const kva = kvaField().safeParse(v.item.consumption ?? '');
    if (!kva.success)
      ctx.addIssue({ code: 'custom', path: ['item', 'consumption'], message: kva.error.issues[0]!.message });
  });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const DEFAULTS: FormInput = { product: '', quantity: '', item: { name: '', consumption: '' } };

/** /builder/consumption/add "Adicionar Consumo do estande". */
export function AddConsumptionPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const items = useQuery({
    queryKey: ['consumption-items-100'],
    queryFn: async () =>
      (
        await api<ConsumptionItem[]>('GET', '/consumption/item', {
          query: { skip: 0, take: 100, sort: 'createdAt', desc: false },
        })
      ).model ?? [],
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULTS,
  });
  const fields = useMemo(() => fieldPaths(DEFAULTS), []);
  const [alert, setAlert] = useState<string | null>(null);
  const product = form.watch('product');
  const isNew = product === NEW_PRODUCT;
  const options = useMemo(
    () => [
      ...(items.data ?? []).map((i) => ({ value: i._id, label: i.name })),
      { value: NEW_PRODUCT, label: '+ Adicionar novo produto' },
    ],
    [items.data],
  );

  // An existing product shows its own kVA (read-only); "add new" starts empty and editable.
  const { setValue } = form;
  useEffect(() => {
    const chosen = items.data?.find((i) => i._id === product);
    setValue('item.name', chosen?.name ?? '');
    setValue('item.consumption', chosen ? String(chosen.consumption) : '');
  }, [product, items.data, setValue]);

  const submit = form.handleSubmit(async (v) => {
    setAlert(null);
    const item =
      v.product === NEW_PRODUCT
        ? { name: v.item.name, consumption: Number(String(v.item.consumption).replace(',', '.')) }
        : { _id: v.product };
    try {
      await api('POST', '/consumption', { body: { quantity: v.quantity, item } });
      await reload('/consumption');
      navigate('/builder/consumption');
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fields).alert);
    }
  });
  const saving = form.formState.isSubmitting;

  return (
    <Box>
      <PageHeader title="Adicionar Consumo do estande" />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        {items.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {items.error.message}
          </Alert>
        )}
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <FormSelect<FormInput>
                  name="product"
                  label="Produto"
                  required
                  options={options}
                  disabled={items.isPending}
                />
              </Grid>
              {isNew && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField<FormInput> name="item.name" label="Nome do produto" required />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField<FormInput>
                  name="item.consumption"
                  label="Consumo (kVA)"
                  type="number"
                  required={isNew}
                  disabled={!isNew}
                  slotProps={{ htmlInput: { min: KVA_MIN, step: KVA_STEP } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField<FormInput>
                  name="quantity"
                  label="Quantidade"
                  type="number"
                  required
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                />
              </Grid>
            </Grid>
            {alert && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setAlert(null)}>
                {alert}
              </Alert>
            )}
            <FormActions onCancel={() => navigate('/builder/consumption')} saving={saving} />
          </Box>
        </FormProvider>
      </Paper>
    </Box>
  );
}
