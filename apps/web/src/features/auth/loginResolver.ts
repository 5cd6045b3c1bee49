import { type LoginBody, type LoginInput, loginSchema } from '@feira/shared';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../shared/ui/form/zodResolver';

/** The sign-in form's resolver (loginSchema), loaded by LoginPage on first use (lazyResolver). */
export const loginResolver: Resolver<LoginInput, unknown, LoginBody> = zodResolver(loginSchema);
