import { type CompanyForm, type CompanyFormInput, companyFormSchema } from '@feira/shared';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { api } from '../../shared/api/client';
import { applyServerErrors, FormActions, fieldPaths, useReloadList } from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import {
  type Company,
  CompanyFormFields,
  companyDefaults,
  companyPayload,
  findCompanyByCnpj,
} from '../companies';

/**
 * "Cadastrar Montadora" (spec part 1 §4 Builder registration): the builder is looked up by CNPJ
 * (`GET /company?filters[public]=true&filters[companyType]=M&take=1&filters[document]=...`), created
 * with `POST /builder` when new, then claimed with `POST /builder/tag {id}`; then the page reloads.
 * An admin registers it for a chosen exhibitor: `companyId` goes as `company` in the tag call.
 */
export function BuilderRegistration({
  onRegistered,
  companyId,
  framed = true,
}: {
  onRegistered: () => void;
  /** The exhibitor (admin only; others claim for their own company). */
  companyId?: string;
  /** false inside a dialog: no card and no heading. */
  framed?: boolean;
}) {
  const reloadList = useReloadList();
  const defaults = useMemo(() => companyDefaults(null), []);
  const fields = useMemo(() => fieldPaths(defaults), [defaults]);
  const form = useForm<CompanyFormInput, unknown, CompanyForm>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: defaults,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const existing = await findCompanyByCnpj(values.document, 'M', { 'filters[public]': 'true' });
      let id = existing?._id;
      if (!id) {
        const created = await api<Company>('POST', '/builder', { body: companyPayload(values, 'M', false) });
        id = created.model?._id;
      }
      if (!id) throw new Error('Não foi possível cadastrar a montadora');
      const tagged = await api('POST', '/builder/tag', {
        body: companyId ? { id, company: companyId } : { id },
      });
      if (tagged.isValid) {
        await reloadList(['/builder', '/builder?exhibitors']);
        onRegistered();
      }
    } catch (err) {
      const { alert: message } = applyServerErrors(err, form.setError, fields);
      setAlert(message);
    }
  });

  const content = (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {companyId
          ? 'Informe os dados da montadora deste expositor.'
          : 'Informe os dados da montadora do seu estande.'}{' '}
        Se ela já estiver cadastrada, será vinculada pelo CNPJ.
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <CompanyFormFields admin={false} editing={false} companyType="M" checkAvailability={false} />
          {alert && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setAlert(null)}>
              {alert}
            </Alert>
          )}
          <FormActions saving={saving} submitLabel="Cadastrar Montadora" />
        </Box>
      </FormProvider>
    </>
  );
  if (!framed) return content;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" gutterBottom>
        Cadastrar Montadora
      </Typography>
      {content}
    </Paper>
  );
}
