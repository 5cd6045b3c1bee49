import { type NewsFormInput, newsFormSchema } from '@feira/shared';
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
import type { News } from './api';
import { emptyNews, NewsFormFields } from './NewsFormFields';

/** /news/new: title, text, banner and video; success opens /news/{id}. */
export function NewsNewPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const uploads = useUploadGuard();
  const form = useForm<NewsFormInput>({
    resolver: zodResolver(newsFormSchema) as never,
    defaultValues: emptyNews(),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    try {
      const env = await api<News>('POST', '/news', { body: values });
      await reload('/news');
      navigate(`/news/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(emptyNews())).alert);
    }
  });
  return (
    <Stack spacing={2}>
      <PageHeader title="Nova notícia" />
      <Card variant="outlined" sx={{ maxWidth: 800 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <UploadGuardProvider value={uploads.guard}>
                <NewsFormFields />
              </UploadGuardProvider>
              <FormActions
                saving={form.formState.isSubmitting}
                disabled={uploads.uploading}
                onCancel={() => navigate('/news')}
              />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
