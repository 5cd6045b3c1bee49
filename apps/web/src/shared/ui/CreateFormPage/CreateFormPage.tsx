import { Alert, Card, CardContent, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../api/client';
import { useReloadList } from '../DataTable/listKeys';
import { FormActions } from '../FormActions/FormActions';
import { applyServerErrors, fieldPaths } from '../FormDialog/serverErrors';
import { zodResolver } from '../form/zodResolver';
import { PageHeader } from '../PageHeader/PageHeader';
import { UploadGuardProvider, useUploadGuard } from '../UploadField/UploadGuard';

export interface CreateFormPageProps<T extends FieldValues> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A zod schema (usually from @feira/shared). */
  schema: z.ZodType;
  /** Every field of the form, fresh on each call: server errors are matched against these names. */
  emptyValues: () => DefaultValues<T>;
  /** e.g. "/news": the POST address, the list reloaded, the page "Cancelar" goes back to, and the
   * base of the record's page opened after saving (`/news/{id}`). */
  endpoint: string;
  /** The card's maximum width (px). */
  maxWidth: number;
  /** The fields (Form* components find the form through context). */
  children: ReactNode;
}

/**
 * A full-page "new record" form: header, a card with the fields, server errors on the fields (or in
 * an alert), uploads guarded (a running one disables Salvar, a failed one stops the submit). Success
 * reloads the list and opens the new record.
 */
export function CreateFormPage<T extends FieldValues>({
  title,
  subtitle,
  schema,
  emptyValues,
  endpoint,
  maxWidth,
  children,
}: CreateFormPageProps<T>) {
  const navigate = useNavigate();
  const reload = useReloadList();
  const uploads = useUploadGuard();
  const form = useForm<T>({ resolver: zodResolver(schema as never) as never, defaultValues: emptyValues() });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    try {
      const env = await api<{ _id: string }>('POST', endpoint, { body: values });
      await reload(endpoint);
      navigate(`${endpoint}/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(emptyValues())).alert);
    }
  });
  return (
    <Stack spacing={2}>
      <PageHeader title={title} subtitle={subtitle} />
      <Card variant="outlined" sx={{ maxWidth }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <UploadGuardProvider value={uploads.guard}>{children}</UploadGuardProvider>
              <FormActions
                saving={form.formState.isSubmitting}
                disabled={uploads.uploading}
                onCancel={() => navigate(endpoint)}
              />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
