import {
  COMPANY_TYPE_OPTIONS,
  type CompanyForm,
  type CompanyFormInput,
  type CompanyType,
  companyFormSchema,
  labelOf,
} from '@feira/shared';
import { Alert, Box, Paper } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  applyServerErrors,
  FormActions,
  fieldPaths,
  PageHeader,
  UploadGuardProvider,
  useReloadList,
  useUploadGuard,
} from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { CompanyFormFields } from './CompanyFormFields';
import { companyDefaults, companyPayload } from './companyForm';
import type { Company } from './types';

export interface CompanyFormPageProps {
  title: string;
  companyType: CompanyType;
  /** Where to go after creating: the new company's detail. */
  detailPath: (id: string) => string;
}

/** /company/new "Cadastrar Expositor", /ServiceProvider/new "Cadastrar Prestador de Serviço". */
export function CompanyFormPage({ title, companyType, detailPath }: CompanyFormPageProps) {
  const { role } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const reload = useReloadList();
  const defaults = useMemo(() => companyDefaults(null), []);
  const fields = useMemo(() => fieldPaths(defaults), [defaults]);
  const form = useForm<CompanyFormInput, unknown, CompanyForm>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: defaults,
  });
  const uploads = useUploadGuard();
  const [alert, setAlert] = useState<string | null>(null);
  // a manager registers providers they cannot open afterwards (their scope is their own company)
  const [registered, setRegistered] = useState<string | null>(null);
  const opensDetail = admin || role === 'Receptionist';
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    if (uploads.error) {
      setAlert(uploads.error);
      return;
    }
    setAlert(null);
    try {
      const env = await api<Company>('POST', '/company', {
        body: companyPayload(values, companyType, admin),
      });
      await reload(`/company?${companyType}`);
      if (!opensDetail) {
        setRegistered(env.model?.name ?? values.name);
        form.reset(defaults);
      } else if (env.model?._id) navigate(detailPath(env.model._id));
      else navigate(-1);
    } catch (err) {
      const { alert: message, firstField } = applyServerErrors(err, form.setError, fields);
      setAlert(message);
      if (firstField) setTimeout(() => form.setFocus(firstField), 0);
    }
  });

  return (
    <Box>
      <PageHeader title={title} subtitle={labelOf(COMPANY_TYPE_OPTIONS, companyType)} />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <FormProvider {...form}>
          <UploadGuardProvider value={uploads.guard}>
            <Box component="form" noValidate onSubmit={submit}>
              <CompanyFormFields admin={admin} editing={false} companyType={companyType} />
              {registered && (
                <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setRegistered(null)}>
                  {registered} cadastrado com sucesso.
                </Alert>
              )}
              {alert && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setAlert(null)}>
                  {alert}
                </Alert>
              )}
              <FormActions onCancel={() => navigate(-1)} saving={saving} disabled={uploads.uploading} />
            </Box>
          </UploadGuardProvider>
        </FormProvider>
      </Paper>
    </Box>
  );
}

export const ExhibitorNewPage = () => (
  <CompanyFormPage title="Cadastrar Expositor" companyType="E" detailPath={(id) => `/company/${id}`} />
);
export const ProviderNewPage = () => (
  <CompanyFormPage
    title="Cadastrar Prestador de Serviço"
    companyType="S"
    detailPath={(id) => `/ServiceProvider/${id}`}
  />
);
