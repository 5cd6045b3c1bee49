import {
  CLIENT_FALLBACK_MESSAGES,
  CONNECTION_ERROR,
  guardRoute,
  homeFor,
  isPublicPath,
  type LoginInput,
  translateServerMessage,
} from '@feira/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, type Location, Navigate, useLocation } from 'react-router';
import { getSession, isAuthenticated, signIn, signOut, useSession } from '../../shared/api/session';
import {
  PlainAlert,
  PlainButton,
  PlainPasswordField,
  PlainTextField,
  plainLinkClass,
} from '../../shared/plain';
import { retryableLoad } from '../../shared/routing/retryableLoad';
import { AuthLayout } from './AuthLayout';
import { requestToken } from './api';
import styles from './LoginPage.module.css';
import type { LoginErrors } from './loginValidation';
import { serverFormError } from './serverFormError';

/** What other screens hand to /Login: an info message (registration, new password) and where to go next. */
export interface LoginState {
  message?: string;
  from?: Location;
}

const DEFAULTS: LoginInput = { email: '', password: '' };
const FIELDS = ['email', 'password'] as const;
const loginFailed = () => translateServerMessage(CLIENT_FALLBACK_MESSAGES.loginFailed);

/** loginSchema with zod, fetched once the page is drawn (a failed fetch is tried again on submit). */
const validation = retryableLoad(() => import('./loginValidation'));

/**
 * /Login. Drawn without MUI (shared/plain): it is the first page most people open, and its first
 * download must stay small (bench/bundle-size.mjs: ≤ 120 kB gzipped, issue 16). Behaves as the MUI
 * forms do: the rules checked on submit and then on every change, the first wrong field focused, the
 * server's field messages under their fields and any other message in the alert.
 */
export function LoginPage() {
  const { authenticated, role } = useSession();
  const location = useLocation();
  const state = (location.state ?? null) as LoginState | null;
  const [values, setValues] = useState<LoginInput>(DEFAULTS);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  useEffect(() => {
    validation.get().catch(() => {});
  }, []);

  if (authenticated && role) {
    const from = state?.from;
    const back = from && !isPublicPath(from.pathname) && guardRoute(from.pathname, role).allow;
    return <Navigate to={back ? `${from.pathname}${from.search}` : homeFor(role)} replace />;
  }

  const change = (name: keyof LoginInput) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // after the first submit the messages follow the typing, as the MUI forms' (react-hook-form) do
    const checker = validation.current();
    if (submitted && checker) {
      const check = checker.checkLogin(next);
      setErrors('errors' in check ? check.errors : {});
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setError(null);
    let check: ReturnType<typeof import('./loginValidation').checkLogin>;
    try {
      check = (await validation.get()).checkLogin(values);
    } catch {
      setError(translateServerMessage(CONNECTION_ERROR));
      return;
    }
    if ('errors' in check) {
      setErrors(check.errors);
      const first = FIELDS.find((f) => check.errors[f]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { model } = await requestToken(check.body.email, check.body.password);
      if (!model) throw new Error();
      signIn(model);
      // the token must belong to the user it came with (spec: authenticated area)
      if (!isAuthenticated(getSession())) {
        signOut();
        setError(loginFailed());
      }
    } catch (err) {
      const fieldErrors: LoginErrors = {};
      const alert = serverFormError<LoginInput>(
        err,
        (name, { message }) => {
          if (name === 'email' || name === 'password') fieldErrors[name] = message;
        },
        FIELDS,
        loginFailed(),
      );
      setErrors(fieldErrors);
      setError(alert);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Entrar"
      subtitle="Acesse o painel com seu e-mail e senha."
      footer={
        <p className={styles.footer}>
          Ainda não tem conta?{' '}
          <Link to="/Register" className={`${plainLinkClass} ${styles.strong}`}>
            Cadastre-se
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        {state?.message && (
          <PlainAlert severity="info" role="status">
            {state.message}
          </PlainAlert>
        )}
        {error && (
          <PlainAlert severity="warning" role="alert">
            {error}
          </PlainAlert>
        )}
        <PlainTextField
          ref={inputs.email}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          disabled={submitting}
        />
        <PlainPasswordField
          ref={inputs.password}
          name="password"
          label="Senha"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          disabled={submitting}
        />
        <div className={styles.forgot}>
          <Link to="/ForgotPassword" className={plainLinkClass}>
            Esqueceu sua senha?
          </Link>
        </div>
        <PlainButton type="submit" loading={submitting}>
          Entrar
        </PlainButton>
      </form>
    </AuthLayout>
  );
}
