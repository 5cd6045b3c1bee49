import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages/field';
import { emailField, PASSWORD_MAX_LENGTH } from './fields';

/*
 * The login form (spec part 2 §5 "Login"), apart from the other account forms in ./session.ts so the
 * sign-in page's download holds only what it validates: the register form's mobile phone would bring
 * libphonenumber-js (bench/bundle-size.mjs).
 */

/** The e-mail of the login, forgot-password and register forms: trimmed, "Informe seu e-mail" / "Informe um e-mail válido". */
export const sessionEmail = () =>
  emailField({ requiredMessage: FIELD_MESSAGES.enterEmail, invalidMessage: FIELD_MESSAGES.emailInvalid });

export const loginSchema = z.object({
  email: sessionEmail(),
  // No minimum length at log-in: the rule is for new passwords only.
  password: z
    .string({ error: FIELD_MESSAGES.enterPassword })
    .min(1, FIELD_MESSAGES.enterPassword)
    .max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.enterPassword),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;
