import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages/field';

let configured = false;

/**
 * Portuguese defaults for the messages our schemas do not set themselves (STACK.md), and the spec's
 * "Campo obrigatório" for a missing value. Call once at start-up of each app; it changes zod's global
 * configuration, so shared modules never call it.
 */
export function configureZodPtBR(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? FIELD_MESSAGES.required
        : undefined,
  });
}
