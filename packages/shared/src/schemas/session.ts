import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages/field';
import { EVEN_WITH_FIELD_ERRORS } from './errors';
import { cpfField, emailField, passwordField, textField } from './fields';
import { sessionEmail } from './login';
import { mobileField } from './mobile-field';

/**
 * Session and account forms (spec part 2 §5 "Login", "Forgot password", "Account registration";
 * part 1 §5 "Change password"), with the messages word for word. The login form is in ./login.ts. The wire contracts these bodies
 * travel in are in ../api/session.ts.
 */

export const forgotPasswordSchema = z.object({ email: sessionEmail() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/**
 * Adds "confirmation equals password" to an object with `password` and `confirmPassword`, reported on
 * confirmPassword. It runs even while other fields are invalid (zod skips object refinements after
 * field errors by default), so the form shows every problem on the first submit.
 */
function withConfirmation<S extends z.ZodObject<{ password: z.ZodString; confirmPassword: z.ZodType }>>(
  schema: S,
  message: string,
) {
  return schema.superRefine((value, ctx) => {
    const { password, confirmPassword } = value as { password?: unknown; confirmPassword?: unknown };
    // An absent confirmation (undefined) is not compared: see registerSchema.
    if (typeof password !== 'string' || confirmPassword === undefined) return;
    if (confirmPassword !== password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message });
  }, EVEN_WITH_FIELD_ERRORS);
}

const registerShape = z.object({
  firstName: textField({ requiredMessage: FIELD_MESSAGES.enterFirstName, max: 100 }),
  lastName: textField({ requiredMessage: FIELD_MESSAGES.enterLastName, max: 100 }),
  document: cpfField({ requiredMessage: FIELD_MESSAGES.enterCpf, invalidMessage: FIELD_MESSAGES.cpfInvalid }),
  phoneNumber: mobileField({
    requiredMessage: FIELD_MESSAGES.enterMobile,
    invalidMessage: FIELD_MESSAGES.mobileInvalid,
  }),
  email: sessionEmail(),
  password: passwordField({
    requiredMessage: FIELD_MESSAGES.enterPassword,
    minMessage: FIELD_MESSAGES.passwordTooShort,
  }),
  confirmPassword: z.string().optional(),
});

/**
 * Account registration on /Register (spec part 2 §5). The password must equal the confirmation
 * "if filled". Read as: the form always has the field, so a different value, empty included, fails
 * with "Senhas não conferem" on confirmPassword; a call that omits the key (no confirmation at all,
 * e.g. a script) is not compared.
 * Output: document as 11 digits, phoneNumber as "+55...", e-mail lower-cased.
 */
export const registerSchema = withConfirmation(registerShape, FIELD_MESSAGES.passwordsDiffer);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;

const changePasswordShape = z.object({
  password: passwordField(),
  confirmPassword: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required),
  /**
   * The account's current password: required by the server when the caller changes their OWN password
   * (a stolen access token must not become a permanent takeover, issue 37 item 9); an admin setting
   * someone else's password sends none.
   */
  currentPassword: z.string().max(200).optional(),
});

/** The "Alterar Senha" modal: both fields "Campo obrigatório", mismatch "As senhas não batem". */
export const changePasswordSchema = withConfirmation(changePasswordShape, FIELD_MESSAGES.passwordsDoNotMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The "Alterar Senha" modal for one's own password: also "Senha atual" (required). */
export const changeOwnPasswordSchema = withConfirmation(
  changePasswordShape.extend({
    currentPassword: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(200),
  }),
  FIELD_MESSAGES.passwordsDoNotMatch,
);
export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordSchema>;

/** Body of POST /account/{id}/changePassword: the modal's fields plus the account's e-mail. */
export const changePasswordBodySchema = withConfirmation(
  changePasswordShape.extend({ email: emailField() }),
  FIELD_MESSAGES.passwordsDoNotMatch,
);
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

/**
 * Body of POST /account/recovery/confirm (the new-password page): the e-mailed token plus the same
 * fields and messages as the change-password modal, mismatch included.
 */
export const recoveryConfirmBodySchema = withConfirmation(
  changePasswordShape.extend({ token: z.string().min(10).max(4000) }),
  FIELD_MESSAGES.passwordsDoNotMatch,
);

/** Body of the public e-mail change links (confirm from the new address, cancel from the old one). */
export const emailChangeTokenBodySchema = z.object({ token: z.string().min(20).max(200) });
