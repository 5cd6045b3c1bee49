/** Key for issues about the whole object rather than one field (e.g. an invalid JSON body shape). */
export const FORM_ERROR_KEY = '_form';

/** The part of a ZodError we read; also matches `safeParse(...).error` and fastify's wrapped errors. */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/**
 * ZodError -> `{ 'address.city': 'Campo obrigatório', ... }`, the `errors` map of a 400 answer and
 * of a form. Paths are joined with dots (array indexes included: "files.0"); the first message of
 * each path wins because schemas list the most basic problem (required) before the finer ones.
 */
export function zodIssuesToFieldErrors(error: IssueList, rootKey = FORM_ERROR_KEY): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map((p) => String(p)).join('.') || rootKey;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Params for an object-level `superRefine` that must run even after a field failed with an
 * aborting issue (a missing required field): zod skips it by default, and the form would then
 * show cross-field errors (passwords, zip -> city) only on a second submit. The rule still needs
 * an object to look at, and must guard each value's type itself.
 */
export const EVEN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
