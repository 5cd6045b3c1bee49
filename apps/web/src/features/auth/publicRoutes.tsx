import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const LoginPage = lazyNamed(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
const EmailChangePage = lazyNamed(() => import('./EmailChangePage'), 'EmailChangePage');

export const authPublicRoutes: AppRoute[] = [
  { path: '/Login', element: <LoginPage />, plain: true },
  { path: '/Register', element: <RegisterPage /> },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
  { path: '/ResetPassword', element: <ResetPasswordPage /> },
  { path: '/ConfirmEmail', element: <EmailChangePage action="confirm" /> },
  { path: '/CancelEmail', element: <EmailChangePage action="cancel" /> },
];
