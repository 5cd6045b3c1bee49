import { type EventInput, eventInputSchema } from '@feira/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import {
  applyServerErrors,
  FormActions,
  fieldPaths,
  PageHeader,
  UploadGuardProvider,
  useReloadList,
  useUploadGuard,
} from '../../shared/ui';
import type { EventRow } from './api';
import { EventFormFields, emptyEvent } from './EventFormFields';

/** /event/new "Cadastrar": success opens /event/{id}. */
export function EventNewPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const uploads = useUploadGuard();
  const form = useForm<EventInput>({
    resolver: zodResolver(eventInputSchema) as never,
    defaultValues: emptyEvent(),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    try {
      const env = await api<EventRow>('POST', '/event', { body: values });
      await reload('/event');
      navigate(`/event/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(emptyEvent())).alert);
    }
  });
  return (
    <Stack spacing={2}>
      <PageHeader title="Cadastrar" subtitle="Novo evento" />
      <Card variant="outlined" sx={{ maxWidth: 860 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <UploadGuardProvider value={uploads.guard}>
                <EventFormFields />
              </UploadGuardProvider>
              <FormActions
                saving={form.formState.isSubmitting}
                disabled={uploads.uploading}
                onCancel={() => navigate('/event')}
              />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
