import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const LoginPage = lazyNamed(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog');

export const authPublicRoutes: AppRoute[] = [
  { path: '/Login', element: <LoginPage /> },
  { path: '/Register', element: <RegisterPage /> },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
  { path: '/ResetPassword', element: <ResetPasswordPage /> },
];

export const authModalRoutes: AppRoute[] = [{ path: '/ChangePassword', element: <ChangePasswordDialog /> }];
