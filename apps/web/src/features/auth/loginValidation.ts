import {
  configureZodPtBR,
  type LoginBody,
  type LoginInput,
  loginSchema,
  zodIssuesToFieldErrors,
} from '@feira/shared';

/*
 * The sign-in form's rules (loginSchema, the one schema of @feira/shared), in a chunk of its own that
 * LoginPage fetches once drawn: zod (~27 kB gzipped) stays out of the sign-in page's first download
 * (bench/bundle-size.mjs). zod's Portuguese messages are set here, as shared/ui/form/zodResolver does
 * for the MUI forms.
 */
configureZodPtBR();

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The form's values checked: the body to send, or a message per wrong field. */
export function checkLogin(values: LoginInput): { body: LoginBody } | { errors: LoginErrors } {
  const result = loginSchema.safeParse(values);
  return result.success
    ? { body: result.data }
    : { errors: zodIssuesToFieldErrors(result.error) as LoginErrors };
}
