import { type CashbackFormInput, cashbackFormSchema, FIELD_MESSAGES, PAYMENT_MESSAGES } from '@feira/shared';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  applyServerErrors,
  FormActions,
  FormMoneyField,
  FormSelect,
  FormTextField,
  fieldPaths,
  PageHeader,
  useReloadList,
} from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import type { Cashback } from '../budgets';
import { listExhibitors } from './api';

type Values = CashbackFormInput & { company: string | null };

/** /cashback/new "Adicionar Cashback": CPF or e-mail of the client, value (min R$ 5,00), description. */
export function CashbackNewPage() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const reload = useReloadList();
  const defaults = useMemo<Values>(
    () => ({ user: '', value: null as unknown as number, description: '', company: null }),
    [],
  );
  const schema = useMemo(
    () =>
      cashbackFormSchema.extend({
        company: admin
          ? z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required)
          : z.string().nullish(),
      }),
    [admin],
  );
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
  });
  const exhibitors = useQuery({ queryKey: ['exhibitor-options'], queryFn: listExhibitors, enabled: admin });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const env = await api<Cashback>('POST', '/cashback', { body: values });
      await reload('/cashback');
      navigate(`/cashback/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(defaults)).alert);
    }
  });

  return (
    <Stack spacing={2}>
      <PageHeader title="Adicionar Cashback" />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              {admin ? (
                <FormSelect<Values>
                  name="company"
                  label="Expositor"
                  options={exhibitors.data ?? []}
                  required
                />
              ) : null}
              {/* a manager names only the company's leads and staff (issue 37); the admin anyone */}
              <FormTextField<Values>
                name="user"
                label="CPF ou E-mail do cliente"
                helperText={admin ? undefined : PAYMENT_MESSAGES.cashbackClientHint}
                required
                autoFocus
              />
              <FormMoneyField<Values> name="value" label="Valor" required />
              <FormTextField<Values> name="description" label="Descrição" multiline minRows={2} />
              <FormActions saving={form.formState.isSubmitting} onCancel={() => navigate('/cashback')} />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
