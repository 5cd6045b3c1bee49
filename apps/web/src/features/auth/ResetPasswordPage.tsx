import {
  type ChangePasswordInput,
  changePasswordSchema,
  SCREEN_MESSAGES,
  SERVER_CODES,
  translateServerMessage,
} from '@feira/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { AuthLayout } from './AuthLayout';
import { confirmRecovery } from './api';
import { NewPasswordFields } from './FormPasswordField';
import type { LoginState } from './LoginPage';
import { serverFormError } from './serverFormError';

const DEFAULTS: ChangePasswordInput = { password: '', confirmPassword: '' };
const FIELDS = ['password', 'confirmPassword'] as const;

/** /ResetPassword?token=...: the recovery e-mail's link; sets a new password, then back to /Login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(
    token ? null : translateServerMessage(SERVER_CODES.invalidToken),
  );
  const form = useForm<ChangePasswordInput, unknown, { password: string; confirmPassword: string }>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await confirmRecovery({ token, ...values });
      const state: LoginState = { message: SCREEN_MESSAGES.passwordChanged };
      navigate('/Login', { replace: true, state });
    } catch (err) {
      const rest = serverFormError(err, form.setError, FIELDS, SCREEN_MESSAGES.passwordChangeFailed);
      // a coded answer (e.g. an expired link) says what went wrong; anything else is the generic failure
      setError(rest && (err instanceof ApiError && err.code ? rest : SCREEN_MESSAGES.passwordChangeFailed));
    }
  });

  return (
    <AuthLayout
      title="Nova senha"
      subtitle="Escolha uma nova senha para acessar o painel."
      footer={
        <Link component={RouterLink} to="/ForgotPassword" underline="hover" sx={{ fontWeight: 600 }}>
          Solicitar um novo link
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          {error && (
            <Alert severity="warning" role="alert">
              {error}
            </Alert>
          )}
          <NewPasswordFields control={form.control} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!token}
            loading={form.formState.isSubmitting}
          >
            Salvar nova senha
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
