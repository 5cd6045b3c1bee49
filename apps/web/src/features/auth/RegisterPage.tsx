import {
  homeFor,
  type RegisterBody,
  type RegisterInput,
  registerSchema,
  SCREEN_MESSAGES,
} from '@feira/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { FormTextField } from '../../shared/ui/form/FormTextField';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { FormCpfField, FormPhoneField } from '../../shared/ui/masked/FormMaskedFields';
import { AuthLayout } from './AuthLayout';
import { registerAccount } from './api';
import { FormPasswordField } from './FormPasswordField';
import type { LoginState } from './LoginPage';
import { serverFormError } from './serverFormError';

const DEFAULTS: RegisterInput = {
  firstName: '',
  lastName: '',
  document: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(DEFAULTS) as (keyof RegisterInput)[];

/** /Register: a visitor asks for an account (role User); it stays pending until an admin enables it. */
export function RegisterPage() {
  const { authenticated, role } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterBody>({
    resolver: zodResolver(registerSchema),
    defaultValues: DEFAULTS,
  });

  // POST /user with a token would be a staff "create user": a signed-in user has nothing to do here
  if (authenticated && role) return <Navigate to={homeFor(role)} replace />;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await registerAccount(body);
      const state: LoginState = { message: SCREEN_MESSAGES.registrationReceived };
      navigate('/Login', { replace: true, state });
    } catch (err) {
      setError(serverFormError(err, form.setError, FIELDS, SCREEN_MESSAGES.genericError));
    }
  });

  const { control } = form;
  return (
    <AuthLayout
      title="Criar conta"
      subtitle="Preencha seus dados para solicitar acesso ao painel."
      wide
      footer={
        <Typography variant="body2" color="text.secondary">
          Já tem uma conta?{' '}
          <Link component={RouterLink} to="/Login" underline="hover" sx={{ fontWeight: 600 }}>
            Entre aqui
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        {error && (
          <Alert severity="warning" role="alert" sx={{ mb: 2.5 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField<RegisterInput>
            control={control}
            name="firstName"
            label="Nome"
            autoComplete="given-name"
          />
          <FormTextField<RegisterInput>
            control={control}
            name="lastName"
            label="Sobrenome"
            autoComplete="family-name"
          />
          <FormCpfField<RegisterInput> control={control} name="document" label="CPF" />
          <FormPhoneField<RegisterInput>
            control={control}
            name="phoneNumber"
            label="Celular"
            autoComplete="tel-national"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField<RegisterInput>
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
            />
          </Box>
          <FormPasswordField<RegisterInput>
            control={control}
            name="password"
            label="Senha"
            autoComplete="new-password"
          />
          <FormPasswordField<RegisterInput>
            control={control}
            name="confirmPassword"
            label="Confirmar senha"
            autoComplete="new-password"
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
          sx={{ mt: 3 }}
        >
          Criar conta
        </Button>
      </Box>
    </AuthLayout>
  );
}
