import { type CertificateTemplateInput, certificateTemplateInputSchema } from '@feira/shared';
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
import type { CertificateTemplate } from './api';
import { CertificateFormFields, emptyTemplate } from './CertificateFormFields';

/** /certificate/new: success opens /certificate/{id}. */
export function CertificateNewPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const uploads = useUploadGuard();
  const form = useForm<CertificateTemplateInput>({
    resolver: zodResolver(certificateTemplateInputSchema) as never,
    defaultValues: emptyTemplate(),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    try {
      const env = await api<CertificateTemplate>('POST', '/certificate', { body: values });
      await reload('/certificate');
      navigate(`/certificate/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(emptyTemplate())).alert);
    }
  });
  return (
    <Stack spacing={2}>
      <PageHeader title="Cadastrar" subtitle="Novo certificado" />
      <Card variant="outlined" sx={{ maxWidth: 860 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <UploadGuardProvider value={uploads.guard}>
                <CertificateFormFields />
              </UploadGuardProvider>
              <FormActions
                saving={form.formState.isSubmitting}
                disabled={uploads.uploading}
                onCancel={() => navigate('/certificate')}
              />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
