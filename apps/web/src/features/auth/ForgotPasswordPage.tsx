import { type ForgotPasswordInput, forgotPasswordSchema, SCREEN_MESSAGES } from '@feira/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormTextField } from '../../shared/ui/form/FormTextField';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { AuthLayout } from './AuthLayout';
import { requestRecovery } from './api';

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/** /ForgotPassword: sends the recovery e-mail (its link opens /ResetPassword?token=...). */
export function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ForgotPasswordInput, unknown, { email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestRecovery(email);
      setOutcome({ kind: 'sent' });
    } catch (err) {
      // the server answers alike for known and unknown e-mails (issue 37 item 9): an error here is a
      // real failure (too many tries, no connection), never "no such account"
      const limited = err instanceof ApiError && err.status === 429;
      setOutcome({
        kind: 'error',
        message: limited && err.message ? err.message : SCREEN_MESSAGES.genericError,
      });
    }
  });

  return (
    <AuthLayout
      title="Recuperar senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={
        <Link
          component={RouterLink}
          to="/Login"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <ArrowBackRounded fontSize="small" /> Voltar para o login
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          {outcome?.kind === 'sent' && (
            <Alert severity="success" role="status">
              {SCREEN_MESSAGES.recoveryEmailSent}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert severity="warning" role="alert">
              {outcome.message}
            </Alert>
          )}
          <FormTextField<ForgotPasswordInput>
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.formState.isSubmitting}
          >
            Enviar link de recuperação
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
