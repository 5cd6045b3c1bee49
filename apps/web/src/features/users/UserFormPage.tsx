import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, IconButton, Paper, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { goBack } from '../../shared/routing/goBack';
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
import { type CompanyOption, createUser } from './api';
import { UserFormFields } from './UserFormFields';
import { newUserDefaults, type UserFormOutput, type UserFormValues, userFormSchema } from './userForm';

/** /user/new: "Cadastrar Usuário" (admin, receptionist) or "Cadastrar equipe" (manager, builder). */
export function UserFormPage() {
  const { role, user } = useSession();
  const navigate = useNavigate();
  const reload = useReloadList();
  const uploads = useUploadGuard();
  const [company, setCompany] = useState<CompanyOption | null>(
    role !== 'Admin' && role !== 'Receptionist' ? (user?.company ?? null) : null,
  );
  const defaults = useMemo(() => newUserDefaults(user?.company?._id ?? null, role), [user, role]);
  const schema = useMemo(() => userFormSchema(role), [role]);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const fields = useMemo(() => fieldPaths(defaults), [defaults]);
  const title = role === 'Manager' || role === 'Builder' ? 'Cadastrar equipe' : 'Cadastrar Usuário';

  const submit = form.handleSubmit(async (values) => {
    if (uploads.error) return setAlert(uploads.error);
    setAlert(null);
    try {
      await createUser(values);
      await reload('/user');
      navigate('/user');
    } catch (err) {
      const { alert: message, firstField } = applyServerErrors(err, form.setError, fields);
      setAlert(message);
      if (firstField) setTimeout(() => form.setFocus(firstField as never), 0);
    }
  });

  return (
    <Box>
      <PageHeader
        title={title}
        back={
          <Tooltip title="Voltar">
            <IconButton aria-label="Voltar" onClick={() => goBack(navigate, '/user')}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormProvider {...form}>
          <UploadGuardProvider value={uploads.guard}>
            <Box component="form" noValidate onSubmit={submit}>
              {alert && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {alert}
                </Alert>
              )}
              <UserFormFields callerRole={role} company={company} onCompanyChange={setCompany} />
              <FormActions
                onCancel={() => goBack(navigate, '/user')}
                saving={form.formState.isSubmitting}
                disabled={uploads.uploading}
              />
            </Box>
          </UploadGuardProvider>
        </FormProvider>
      </Paper>
    </Box>
  );
}
