import { type ConsumptionItemFormInput, consumptionItemFormSchema, KVA_MIN, KVA_STEP } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  applyServerErrors,
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  FormActions,
  FormTextField,
  fieldPaths,
  PageHeader,
  RowAction,
  useReloadList,
} from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { type ConsumptionItem, formatKva } from './types';

const LIST_KEY = '/consumption/item';

const columns: DataTableColumn<ConsumptionItem>[] = [
  createdAtColumn<ConsumptionItem>(),
  { field: 'name', header: 'Nome', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
  {
    field: 'consumption',
    header: 'Consumo (kVA)',
    kind: 'number',
    text: (i) => formatKva(i.consumption),
    align: 'right',
    cardSlot: 'aside',
  },
];

/** /consumption/item "Itens de consumo": the kVA catalogue (admin adds and deletes). */
export function ConsumptionItemsPage() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const [deleting, setDeleting] = useState<ConsumptionItem | null>(null);
  return (
    <>
      <DataTable<ConsumptionItem>
        title="Itens de consumo"
        endpoint={LIST_KEY}
        columns={columns}
        toolbar={
          admin ? (
            <Button
              component={RouterLink}
              to="/consumption/item/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Adicionar
            </Button>
          ) : undefined
        }
        rowActions={
          admin
            ? (i) => (
                <RowAction
                  label="Excluir"
                  color="error"
                  icon={<DeleteOutlinedIcon fontSize="small" />}
                  onClick={() => setDeleting(i)}
                />
              )
            : undefined
        }
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Item"
        itemName={deleting?.name ?? ''}
        onConfirm={() => api('DELETE', `/consumption/item/${deleting?._id}`)}
        onClose={() => setDeleting(null)}
        reloadList={LIST_KEY}
      />
    </>
  );
}

const DEFAULTS: ConsumptionItemFormInput = { name: '', consumption: '' };

/** /consumption/item/new: a catalogue item (name + kVA ≥ 0,01 in steps of 0,01). */
export function NewConsumptionItemPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const form = useForm<ConsumptionItemFormInput, unknown, { name: string; consumption: number }>({
    resolver: zodResolver(consumptionItemFormSchema),
    defaultValues: DEFAULTS,
  });
  const fields = useMemo(() => fieldPaths(DEFAULTS), []);
  const [alert, setAlert] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await api('POST', '/consumption/item', { body: values });
      await reload(LIST_KEY);
      navigate('/consumption/item');
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fields).alert);
    }
  });
  return (
    <Box>
      <PageHeader title="Adicionar item de consumo" />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <FormProvider {...form}>
          <Stack component="form" noValidate onSubmit={submit} spacing={2}>
            <FormTextField<ConsumptionItemFormInput> name="name" label="Nome" required />
            <FormTextField<ConsumptionItemFormInput>
              name="consumption"
              label="Consumo (kVA)"
              type="number"
              required
              slotProps={{ htmlInput: { min: KVA_MIN, step: KVA_STEP } }}
            />
            {alert && (
              <Alert severity="error" role="alert" onClose={() => setAlert(null)}>
                {alert}
              </Alert>
            )}
            <FormActions onCancel={() => navigate('/consumption/item')} saving={saving} />
          </Stack>
        </FormProvider>
      </Paper>
    </Box>
  );
}
