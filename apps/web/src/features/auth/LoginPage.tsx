import {
  CLIENT_FALLBACK_MESSAGES,
  CONNECTION_ERROR,
  guardRoute,
  homeFor,
  isPublicPath,
  type LoginBody,
  type LoginInput,
  translateServerMessage,
} from '@feira/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Location, Navigate, Link as RouterLink, useLocation } from 'react-router';
import { getSession, isAuthenticated, signIn, signOut, useSession } from '../../shared/api/session';
import { FormTextField } from '../../shared/ui/form/FormTextField';
import { lazyResolver } from '../../shared/ui/form/lazyResolver';
import { AuthLayout } from './AuthLayout';
import { requestToken } from './api';
import { FormPasswordField } from './FormPasswordField';
import { serverFormError } from './serverFormError';

/** What other screens hand to /Login: an info message (registration, new password) and where to go next. */
export interface LoginState {
  message?: string;
  from?: Location;
}

const DEFAULTS: LoginInput = { email: '', password: '' };
const FIELDS = ['email', 'password'] as const;
const loginFailed = () => translateServerMessage(CLIENT_FALLBACK_MESSAGES.loginFailed);
/** loginSchema with zod: fetched once the page is drawn, not in its first download (bench/bundle-size.mjs). */
const login = lazyResolver(() => import('./loginResolver').then((m) => m.loginResolver));

export function LoginPage() {
  const { authenticated, role } = useSession();
  const location = useLocation();
  const state = (location.state ?? null) as LoginState | null;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: login.resolver,
    defaultValues: DEFAULTS,
  });
  // before the first submit, so that it validates (and focuses the first wrong field) at once
  useEffect(login.preload, []);

  if (authenticated && role) {
    const from = state?.from;
    const back = from && !isPublicPath(from.pathname) && guardRoute(from.pathname, role).allow;
    return <Navigate to={back ? `${from.pathname}${from.search}` : homeFor(role)} replace />;
  }

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const { model } = await requestToken(email, password);
      if (!model) throw new Error();
      signIn(model);
      // the token must belong to the user it came with (spec: authenticated area)
      if (!isAuthenticated(getSession())) {
        signOut();
        setError(loginFailed());
      }
    } catch (err) {
      setError(serverFormError(err, form.setError, FIELDS, loginFailed()));
    }
  });
  // handleSubmit rejects only when the validation code could not be fetched (lazyResolver)
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event).catch(() => setError(translateServerMessage(CONNECTION_ERROR)));

  return (
    <AuthLayout
      title="Entrar"
      subtitle="Acesse o painel com seu e-mail e senha."
      footer={
        <Typography variant="body2" color="text.secondary">
          Ainda não tem conta?{' '}
          <Link component={RouterLink} to="/Register" underline="hover" sx={{ fontWeight: 600 }}>
            Cadastre-se
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          {state?.message && (
            <Alert severity="info" role="status">
              {state.message}
            </Alert>
          )}
          {error && (
            <Alert severity="warning" role="alert">
              {error}
            </Alert>
          )}
          <FormTextField<LoginInput>
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
          />
          <FormPasswordField<LoginInput> control={form.control} name="password" label="Senha" />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link component={RouterLink} to="/ForgotPassword" variant="body2" underline="hover">
              Esqueceu sua senha?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.formState.isSubmitting}
          >
            Entrar
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
